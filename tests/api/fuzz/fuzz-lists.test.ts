/** Bad input, fuzzed: the GET routes that read a query (filters, sort, paging, search). See fuzz-get.ts. */
import { fuzzGetRoutes } from './fuzz-get';

fuzzGetRoutes('lists', (spec) => !!spec.query);
