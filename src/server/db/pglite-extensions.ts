/**
 * Extensions every PGlite that opens the app's data must load: the search's trigram indexes (migration 0005) call
 * pg_trgm on every write to the searched tables, so a data folder migrated with it cannot be opened without it.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
