/**
 * Tax rates (decision 0052): the admin defines each once; lines copy its name, rate and kind when written, so changing
 * or archiving a rate never changes a document already written. Archived rates stay on the lines that have them.
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { formatRate } from '@shared/document-totals';
import type { TaxRateDto, TaxRateInput, UpdateTaxRateInput } from '@shared/schemas/billing-setup';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { taxRates } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, found } from '../../errors';

type Row = typeof taxRates.$inferSelect;

const toDto = (row: Row): TaxRateDto => ({
  id: row.id,
  name: row.name,
  basisPoints: row.basisPoints,
  inclusive: row.inclusive,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

const describe = (row: Pick<Row, 'name' | 'basisPoints' | 'inclusive'>) =>
  `${row.name} (${formatRate(row.basisPoints)}${row.inclusive ? ', included in prices' : ''})`;

const nameTaken = () => conflict('An active tax rate already has this name.', { name: 'An active tax rate already has this name' });

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
      const [row] = await tx
        .insert(taxRates)
        .values({ name: body.name, basisPoints: body.basisPoints, inclusive: body.inclusive ?? false })
        .returning();
      await recordActivity(tx, {
        actorId: user.id,
        action: 'tax_rate.created',
        entityType: 'tax_rate',
        entityId: row!.id,
        summary: `Added the tax rate ${describe(row!)}`,
      });
      return toDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateTaxRate(db: Db, user: CurrentUser, id: string, body: UpdateTaxRateInput): Promise<TaxRateDto> {
  try {
    return await db.transaction(async (tx) => {
      const before = found(await tx.select().from(taxRates).where(eq(taxRates.id, id)).for('update'), 'Tax rate');
      const archivedAt = body.archived === undefined ? before.archivedAt : body.archived ? (before.archivedAt ?? new Date()) : null;
      const [row] = await tx
        .update(taxRates)
        .set({
          name: body.name ?? before.name,
          basisPoints: body.basisPoints ?? before.basisPoints,
          inclusive: body.inclusive ?? before.inclusive,
          archivedAt,
          updatedAt: new Date(),
        })
        .where(eq(taxRates.id, id))
        .returning();
      const what =
        body.archived === true && !before.archivedAt
          ? `Archived the tax rate ${describe(row!)}`
          : body.archived === false && before.archivedAt
            ? `Restored the tax rate ${describe(row!)}`
            : `Changed the tax rate ${describe(before)} to ${describe(row!)}`;
      await recordActivity(tx, { actorId: user.id, action: 'tax_rate.updated', entityType: 'tax_rate', entityId: id, summary: what });
      return toDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
