/** Recurring schedules (decision 0057): create, list, read with their invoices, pause, resume, cancel. */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Currency, RecurringFrequency, RecurringStatus } from '@shared/enums';
import { recurringActionFrom, recurringActionRefusal, recurringCan, type RecurringAction } from '@shared/policies/recurring';
import { dayOf, firstPeriodStart, nextPeriodStart, withinLimits } from '@shared/recurring-periods';
import { quantityOf } from '@shared/quantity';
import { quantityThousandths, toMinor } from '@shared/schemas/billing';
import type {
  CreateRecurringScheduleInput,
  RecurringScheduleDetail,
  RecurringScheduleDto,
  RecurringScheduleList,
} from '@shared/schemas/recurring';
import { documentSums, type LineInput } from '@shared/document-totals';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { linesByDocument, writtenLineColumns } from '../../db/lines-by-document';
import { newestFirst, pageOf } from '../../db/paging';
import { clients, invoices, projects, recurringScheduleItems, recurringSchedules } from '../../db/schema';
import { conflict, keyed, notFound, validationFailed } from '../../errors';
import { priceDocumentLines } from '../../documents/document-lines';

type CreateInput = z.output<typeof CreateRecurringScheduleInput>;

const columns = {
  id: recurringSchedules.id,
  clientId: recurringSchedules.clientId,
  clientName: clients.name,
  projectId: recurringSchedules.projectId,
  projectName: projects.name,
  title: recurringSchedules.title,
  currency: recurringSchedules.currency,
  frequency: recurringSchedules.frequency,
  dayOfMonth: recurringSchedules.dayOfMonth,
  startDate: recurringSchedules.startDate,
  endDate: recurringSchedules.endDate,
  maxCount: recurringSchedules.maxCount,
  status: recurringSchedules.status,
  autoSend: recurringSchedules.autoSend,
  dueDays: recurringSchedules.dueDays,
  nextPeriodStart: recurringSchedules.nextPeriodStart,
  invoicesCount: recurringSchedules.invoicesCount,
  allowanceMinutes: recurringSchedules.allowanceMinutes,
  carryOver: recurringSchedules.carryOver,
  carriedMinutes: recurringSchedules.carriedMinutes,
  createdAt: recurringSchedules.createdAt,
};

/** Each schedule's period amount (its lines, tax included) by the one rule of document-totals, for a page at once. */
async function amountsOf(db: Db, ids: string[]): Promise<Map<string, number>> {
  const lineColumns = {
    ...writtenLineColumns(recurringScheduleItems),
    taxInclusive: recurringScheduleItems.taxInclusive,
    discountBasisPoints: recurringScheduleItems.discountBasisPoints,
  };
  const lines = await linesByDocument(db, recurringScheduleItems, recurringScheduleItems.scheduleId, lineColumns, ids);
  return new Map(
    ids.map((id) => {
      const priced: LineInput[] = (lines.get(id) ?? []).map((r) => ({
        quantityThousandths: r.quantityThousandths,
        unitPriceMinor: r.unitAmountMinor,
        discountBasisPoints: r.discountBasisPoints,
        tax: r.taxName ? { name: r.taxName, rateMillionths: r.taxRateMillionths, inclusive: r.taxInclusive } : null,
      }));
      return [id, documentSums(priced).totalMinor];
    }),
  );
}

type Row = Awaited<ReturnType<typeof selectSchedules>>[number];

function toDto(user: CurrentUser, r: Row, amounts: Map<string, number>): RecurringScheduleDto {
  const status = r.status as RecurringStatus;
  return {
    id: r.id,
    client: { id: r.clientId, name: r.clientName },
    project: r.projectId ? { id: r.projectId, name: r.projectName ?? '' } : null,
    title: r.title,
    currency: r.currency as Currency,
    frequency: r.frequency as RecurringFrequency,
    dayOfMonth: r.dayOfMonth,
    startDate: r.startDate,
    endDate: r.endDate,
    maxCount: r.maxCount,
    status,
    autoSend: r.autoSend,
    dueDays: r.dueDays,
    nextPeriodStart: status === 'active' || status === 'paused' ? r.nextPeriodStart : null,
    invoicesCount: r.invoicesCount,
    amountMinor: amounts.get(r.id) ?? 0,
    allowanceMinutes: r.allowanceMinutes,
    carryOver: r.carryOver,
    carriedMinutes: r.carriedMinutes,
    createdAt: new Date(r.createdAt).toISOString(),
    can: recurringCan(user, status),
  };
}

function selectSchedules(db: Db) {
  return db
    .select(columns)
    .from(recurringSchedules)
    .innerJoin(clients, eq(clients.id, recurringSchedules.clientId))
    .leftJoin(projects, eq(projects.id, recurringSchedules.projectId));
}

export async function listSchedules(
  deps: AppDeps,
  user: CurrentUser,
  query: { page: number; pageSize: number; q?: string; clientId?: string; status?: RecurringStatus },
): Promise<RecurringScheduleList> {
  const { db } = deps.database;
  const filters: SQL[] = [];
  if (query.clientId) filters.push(eq(recurringSchedules.clientId, query.clientId));
  if (query.status) filters.push(eq(recurringSchedules.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(recurringSchedules.title, like), ilike(clients.name, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  return pageOf(
    query,
    async (limit, offset) => {
      const rows = await selectSchedules(db)
        .where(where)
        .orderBy(...newestFirst(recurringSchedules))
        .limit(limit)
        .offset(offset);
      const amounts = await amountsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toDto(user, r, amounts));
    },
    async () => {
      // Every schedule has its client, so only a search (which reads the client's name) needs the join to count.
      const n = { n: sql<number>`count(*)::int` };
      const [row] = query.q
        ? await db.select(n).from(recurringSchedules).innerJoin(clients, eq(clients.id, recurringSchedules.clientId)).where(where)
        : await db.select(n).from(recurringSchedules).where(where);
      return Number(row?.n ?? 0);
    },
  );
}

export async function getSchedule(deps: AppDeps, user: CurrentUser, id: string): Promise<RecurringScheduleDetail> {
  const { db } = deps.database;
  const [row] = await selectSchedules(db).where(eq(recurringSchedules.id, id));
  if (!row) throw notFound('errors.notFound.recurringSchedule');
  const [items, runs] = await Promise.all([
    db.select().from(recurringScheduleItems).where(eq(recurringScheduleItems.scheduleId, id)).orderBy(recurringScheduleItems.position),
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        periodStart: invoices.periodStart,
        amountMinor: invoices.amountMinor,
        status: invoices.status,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(eq(invoices.recurringScheduleId, id))
      .orderBy(desc(invoices.periodStart))
      .limit(200),
  ]);
  return {
    ...toDto(user, row, await amountsOf(db, [id])),
    items: items.map((i) => ({
      id: i.id,
      description: i.description,
      quantity: quantityOf(i.quantityThousandths),
      quantityThousandths: i.quantityThousandths,
      unit: i.unit,
      unitAmountMinor: i.unitAmountMinor,
      taxRateId: i.taxRateId,
      taxName: i.taxName,
      taxRateMillionths: i.taxRateMillionths,
    })),
    invoices: runs.map((r) => ({
      ...r,
      periodStart: r.periodStart!,
      status: r.status as RecurringScheduleDetail['invoices'][number]['status'],
    })),
  };
}

export async function createSchedule(deps: AppDeps, user: CurrentUser, input: CreateInput): Promise<RecurringScheduleDetail> {
  const { db } = deps.database;
  const [client] = await db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, input.clientId));
  if (!client) throw validationFailed({ clientId: 'errors.recurring.chooseClient' });
  if (input.projectId) {
    const [project] = await db
      .select({ clientId: projects.clientId, hourlyRateMinor: projects.hourlyRateMinor, currency: projects.currency })
      .from(projects)
      .where(eq(projects.id, input.projectId));
    if (!project || project.clientId !== client.id) throw validationFailed({ projectId: 'errors.recurring.chooseOneClientsProjects' });
    if (input.allowanceMinutes && project.currency !== input.currency) {
      throw validationFailed({
        projectId: keyed('errors.recurring.projectCurrency', { project: project.currency, schedule: input.currency }),
      });
    }
    if (input.allowanceMinutes && !project.hourlyRateMinor) throw validationFailed({ projectId: 'errors.recurring.giveProjectHourlyRate' });
  }
  // Quantities in thousandths as on the invoice lines they become (decision 0102): 1.5 days is 1500.
  const lines = input.items.map((item) => ({
    quantityThousandths: quantityThousandths(item.quantity),
    unitPriceMinor: toMinor(item.amount, input.currency),
    taxRateId: item.taxRateId,
  }));
  const priced = await priceDocumentLines(db, lines);
  const dayOfMonth = input.frequency === 'weekly' ? null : (input.dayOfMonth ?? null);
  const first = firstPeriodStart({ frequency: input.frequency, dayOfMonth, startDate: input.startDate });
  if (!withinLimits(first, 0, { endDate: input.endDate, maxCount: input.maxCount ?? null })) {
    throw validationFailed({ endDate: keyed('errors.recurring.firstAfterEnd', { date: first }) });
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recurringSchedules)
      .values({
        clientId: client.id,
        projectId: input.projectId,
        title: input.title,
        currency: input.currency,
        frequency: input.frequency,
        dayOfMonth: dayOfMonth ?? (input.frequency === 'weekly' ? null : Number(first.slice(8))),
        startDate: input.startDate,
        endDate: input.endDate,
        maxCount: input.maxCount ?? null,
        autoSend: input.autoSend,
        dueDays: input.dueDays,
        nextPeriodStart: first,
        allowanceMinutes: input.allowanceMinutes ?? null,
        carryOver: input.carryOver,
        createdById: user.id,
      })
      .returning({ id: recurringSchedules.id });
    await tx.insert(recurringScheduleItems).values(
      input.items.map((item, position) => ({
        scheduleId: row!.id,
        position,
        description: item.description,
        quantityThousandths: lines[position]!.quantityThousandths,
        unit: item.unit,
        unitAmountMinor: lines[position]!.unitPriceMinor,
        // The rate as it stands today is copied (name, basis points, kind): editing the rate later leaves the schedule be.
        taxRateId: priced.columns[position]!.taxRateId,
        taxName: priced.columns[position]!.taxName,
        taxRateMillionths: priced.columns[position]!.taxRateMillionths,
        taxInclusive: priced.columns[position]!.taxInclusive,
      })),
    );
    await recordActivity(tx, {
      actorId: user.id,
      action: 'recurring.created',
      entityType: 'recurring_schedule',
      entityId: row!.id,
      clientId: client.id,
      summary: `Created the recurring invoice "${input.title}" for ${client.name}`,
    });
    return row!.id;
  });
  return getSchedule(deps, user, id);
}

/** Pause, resume or cancel, guarded in the WHERE so two admins acting at once cannot both change it. */
export async function actOnSchedule(
  deps: AppDeps,
  user: CurrentUser,
  id: string,
  action: RecurringAction,
  now = new Date(),
): Promise<RecurringScheduleDetail> {
  const { db } = deps.database;
  const current = await getSchedule(deps, user, id);
  const refusal = recurringActionRefusal(current.status, action);
  if (refusal) throw conflict(refusal);
  const status: RecurringStatus = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'cancelled';
  await db.transaction(async (tx) => {
    const set: Partial<typeof recurringSchedules.$inferInsert> = { status, updatedAt: new Date() };
    if (action === 'resume') {
      // Periods that started while paused are not invoiced: the next one is the first starting today or later.
      let next = current.nextPeriodStart ?? dayOf(now);
      while (next < dayOf(now)) next = nextPeriodStart(next, current.frequency);
      set.nextPeriodStart = next;
      if (!withinLimits(next, current.invoicesCount, current)) set.status = 'finished';
    }
    const [updated] = await tx
      .update(recurringSchedules)
      .set(set)
      .where(and(eq(recurringSchedules.id, id), inArray(recurringSchedules.status, recurringActionFrom(action))))
      .returning({ id: recurringSchedules.id });
    if (!updated) throw conflict(recurringActionRefusal(status, action) ?? 'errors.recurring.scheduleChangedMeanwhileReload');
    await recordActivity(tx, {
      actorId: user.id,
      action: `recurring.${action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'cancelled'}`,
      entityType: 'recurring_schedule',
      entityId: id,
      clientId: current.client.id,
      summary: `${action === 'pause' ? 'Paused' : action === 'resume' ? 'Resumed' : 'Cancelled'} the recurring invoice "${current.title}"`,
    });
  });
  return getSchedule(deps, user, id);
}
