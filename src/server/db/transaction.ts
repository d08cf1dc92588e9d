/**
 * The transaction handle of our `Db`, and the type a writing helper takes so that a service can pass it either the
 * database or the transaction it opened (docs/decisions/0032-every-write-whole.md).
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Schema } from './client';

/** What `db.transaction(async (tx) => ...)` hands its callback. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * The database or an open transaction. A `Tx` is a `Db` with rollback; helpers that write (activity, audit log,
 * notifications, team membership) take this so that they join the caller's transaction.
 */
export type DbOrTx = Db | Tx;
