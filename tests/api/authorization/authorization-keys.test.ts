/**
 * The whole authorization table again, each role signed in by an API key its session made instead of its cookie: a
 * key acts as its user with exactly their role's capabilities and scopes (docs/decisions/0059-api-keys.md).
 */
import { describeAuthorizationTable } from './authorization-table';

describeAuthorizationTable('key');
