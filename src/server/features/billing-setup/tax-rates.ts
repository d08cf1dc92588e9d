/**
 * Tax rates (decisions 0052, 0089): the admin defines each once; lines copy its name, rate and kind when written, so
 * changing or archiving a rate never changes a document already written. Archived rates stay on the lines that have
 * them. A row's name, rate and kind never change: an edit archives the row and adds the next version of its family, so
 * a line that still names the old row (a credit note copying its invoice) is priced as it was, and the writers of new
 * documents are given the family's current version (src/server/documents/document-lines.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { formatTaxRate } from '@shared/document-totals';
import type { TaxRateDto, TaxRateInput, UpdateTaxRateInput } from '@shared/schemas/billing-setup';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { taxRates } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, found } from '../../errors';

type Row = typeof taxRates.$inferSelect;

const toDto = (row: Row): TaxRateDto => ({
  id: row.id,
  name: row.name,
  rateMillionths: row.rateMillionths,
  inclusive: row.inclusive,
  familyId: row.familyId,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

const describe = (row: Pick<Row, 'name' | 'rateMillionths' | 'inclusive'>) =>
  `${row.name} (${formatTaxRate(row.rateMillionths)}${row.inclusive ? ', included in prices' : ''})`;

const one = (rows: Row[]): Row => rows[0]!;

/** Every change of a rate is in the activity history, under the version it concerns. */
const logRate = (tx: DbOrTx, user: CurrentUser, action: string, rateId: string, summary: string, metadata?: Record<string, unknown>) =>
  recordActivity(tx, { actorId: user.id, action, entityType: 'tax_rate', entityId: rateId, summary, ...(metadata ? { metadata } : {}) });

const nameTaken = () => conflict('errors.billingSetup.activeTaxRateAlready', { name: 'errors.billingSetup.activeTaxRateAlreadyHas' });

export async function listTaxRates(db: Db, includeArchived: boolean): Promise<{ items: TaxRateDto[] }> {
  const rows = await db
    .select()
    .from(taxRates)
    .where(includeArchived ? undefined : isNull(taxRates.archivedAt))
    // Active first, then by name: the settings list and the line's select read the same order.
    .orderBy(sql`${taxRates.archivedAt} is not null`, asc(sql`lower(${taxRates.name})`));
  return { items: rows.map(toDto) };
}

export async function createTaxRate(db: Db, user: CurrentUser, body: TaxRateInput): Promise<TaxRateDto> {
  try {
    return await db.transaction(async (tx) => {
      // The first version of a family: its id is the family's.
      const id = randomUUID();
      const row = one(
        await tx
          .insert(taxRates)
          .values({ id, familyId: id, name: body.name, rateMillionths: body.rateMillionths, inclusive: body.inclusive ?? false })
          .returning(),
      );
      await logRate(tx, user, 'tax_rate.created', row.id, `Added the tax rate ${describe(row)}`);
      return toDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Changes a rate. A new name, rate or kind makes a new version (the reply, with a new id; the row sent is archived);
 * `archived` archives the current version or restores one, unless a later version of its family is active (409).
 */
export async function updateTaxRate(db: Db, user: CurrentUser, id: string, body: UpdateTaxRateInput): Promise<TaxRateDto> {
  try {
    return await db.transaction(async (tx) => {
      const before = found(await tx.select().from(taxRates).where(eq(taxRates.id, id)).for('update'), 'errors.notFound.taxRate');
      const next = {
        name: body.name ?? before.name,
        rateMillionths: body.rateMillionths ?? before.rateMillionths,
        inclusive: body.inclusive ?? before.inclusive,
      };
      const edited = next.name !== before.name || next.rateMillionths !== before.rateMillionths || next.inclusive !== before.inclusive;
      const now = new Date();
      let row: Row = before;
      if (edited) {
        if (before.archivedAt) throw conflict('errors.billingSetup.restoreTaxRateBefore');
        // The row the documents written so far name stays as they were priced; the next version takes its place.
        await tx.update(taxRates).set({ archivedAt: now, updatedAt: now }).where(eq(taxRates.id, id));
        row = one(
          await tx
            .insert(taxRates)
            .values({ familyId: before.familyId, ...next })
            .returning(),
        );
        await logRate(
          tx,
          user,
          'tax_rate.updated',
          row.id,
          `Changed the tax rate ${describe(before)} to ${describe(row)}: documents already written keep the old rate`,
          { previousId: before.id, familyId: before.familyId },
        );
      }
      if (body.archived === true && !row.archivedAt) {
        row = one(await tx.update(taxRates).set({ archivedAt: now, updatedAt: now }).where(eq(taxRates.id, row.id)).returning());
        await logRate(tx, user, 'tax_rate.updated', row.id, `Archived the tax rate ${describe(row)}`);
      } else if (body.archived === false && row.archivedAt) {
        const [current] = await tx
          .select({ id: taxRates.id })
          .from(taxRates)
          .where(and(eq(taxRates.familyId, row.familyId), ne(taxRates.id, row.id), isNull(taxRates.archivedAt)));
        if (current) throw conflict('errors.billingSetup.laterVersionTaxRate');
        row = one(await tx.update(taxRates).set({ archivedAt: null, updatedAt: now }).where(eq(taxRates.id, row.id)).returning());
        await logRate(tx, user, 'tax_rate.updated', row.id, `Restored the tax rate ${describe(row)}`);
      }
      return toDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
