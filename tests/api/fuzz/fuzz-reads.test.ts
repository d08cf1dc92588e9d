/** Bad input, fuzzed: the GET routes without a query (records by id, dashboards). See fuzz-get.ts. */
import { fuzzGetRoutes } from './fuzz-get';

fuzzGetRoutes('reads', (spec) => !spec.query);
