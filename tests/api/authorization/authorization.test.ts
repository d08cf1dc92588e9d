/**
 * Every API route x every role x (a record in the caller's scope, a record outside it) -> the expected status and
 * rows, each role signed in by its session cookie. The rows: authorization-table-rows.ts; the runner:
 * authorization-table.ts.
 */
import { describeAuthorizationTable } from './authorization-table';

describeAuthorizationTable('cookie');
