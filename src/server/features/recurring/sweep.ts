/**
 * The recurring invoices' sweep (decision 0057): every look invoices each active schedule's started periods, oldest
 * first, one transaction each, until the schedule is caught up. A period's invoice is created exactly once: the
 * invoice carries (recurring_schedule_id, period_start), unique together, and the schedule's advance (next period,
 * count, carried minutes) commits in the invoice's own transaction under the schedule row's lock. A second process
 * doing the same period either waits for that lock and finds the schedule moved on, or trips the unique key: both
 * end as "another process did it".
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Currency, RecurringFrequency } from '@shared/enums';
import { formatMoney } from '@shared/money';
import { addDays, dayOf, nextPeriodStart, periodEnd, previousPeriodStart, withinLimits } from '@shared/recurring-periods';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { clients, projects, recurringScheduleItems, recurringSchedules } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { automaticActor } from '../../auth/automatic-actor';
import type { ScheduledSweep } from '../../jobs/scheduler';
import { markRetainerTime, priceRetainer, readPeriodTime, type RetainerUse } from './retainer';

type Schedule = Omit<typeof recurringSchedules.$inferSelect, 'frequency'> & { frequency: RecurringFrequency };

/** Why a period was not invoiced by this process: someone else did it, or it is no longer due. */
class NotMine extends Error {}

/** Schedules read per query of a look; a look goes on until none is due. */
const BATCH = 200;

/**
 * How an invoice is made: billing's createInvoiceOfLines (manual or at Stripe, numbered, e-mailed), handed in by the
 * app layer (src/server/scheduled-sweeps.ts), since one feature does not import another. `withinCreation` runs in the
 * invoice's transaction; `onRemoteFailure` in the one that removes it when Stripe refuses.
 */
export type CreateInvoiceOfLines = (
  deps: AppDeps,
  user: CurrentUser,
  client: { id: string; name: string; email: string; contactPerson: string },
  input: {
    currency: Currency;
    description: string | null;
    dueDate: string;
    sendEmail: boolean;
    lines: Array<{
      description: string;
      quantityThousandths: number;
      unit?: string | null;
      unitAmountMinor: number;
      taxRateId?: string | null;
    }>;
    recurringScheduleId?: string;
    periodStart?: string;
  },
  withinCreation: (tx: Tx, invoiceId: string) => Promise<void>,
  options: { onRemoteFailure?: (tx: Tx) => Promise<void> },
) => Promise<unknown>;

export function recurringInvoicesSweep(createInvoice: CreateInvoiceOfLines): ScheduledSweep {
  return {
    name: 'Recurring invoices',
    run: async (deps, now) => {
      const summary = await invoiceDuePeriods(deps, createInvoice, now);
      if (summary.invoiced || summary.failed) deps.log.info('Recurring invoices: looked', { ...summary });
    },
  };
}

/** Invoices every period due at `now`; a schedule that fails is logged and tried again at the next look. */
export async function invoiceDuePeriods(deps: AppDeps, createInvoice: CreateInvoiceOfLines, now: Date) {
  const { db } = deps.database;
  const today = dayOf(now);
  let invoiced = 0;
  let failed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // Keyset by id, so a schedule that keeps failing is not read again in the same look.
    const due = await db
      .select({ id: recurringSchedules.id })
      .from(recurringSchedules)
      .where(and(eq(recurringSchedules.status, 'active'), lte(recurringSchedules.nextPeriodStart, today), gt(recurringSchedules.id, after)))
      .orderBy(asc(recurringSchedules.id))
      .limit(BATCH);
    for (const { id } of due) {
      try {
        invoiced += await catchUp(deps, createInvoice, id, today);
      } catch (error) {
        failed += 1;
        deps.log.error(`Recurring invoices: schedule ${id} failed; the next look tries again`, error);
      }
    }
    if (due.length < BATCH) break;
    after = due[due.length - 1]!.id;
  }
  return { invoiced, failed };
}

/** Invoices one schedule's due periods in order; answers how many this process invoiced. */
async function catchUp(deps: AppDeps, createInvoice: CreateInvoiceOfLines, scheduleId: string, today: string): Promise<number> {
  const { db } = deps.database;
  let done = 0;
  // The same period found again after "not mine" more than a few times means something else is wrong: leave it to the
  // next look rather than spin.
  let tries = 0;
  let lastPeriod = '';
  for (;;) {
    const [row] = await db.select().from(recurringSchedules).where(eq(recurringSchedules.id, scheduleId));
    const schedule = row as Schedule | undefined;
    if (!schedule || schedule.status !== 'active' || schedule.nextPeriodStart > today) return done;
    if (!withinLimits(schedule.nextPeriodStart, schedule.invoicesCount, schedule)) {
      await db
        .update(recurringSchedules)
        .set({ status: 'finished', updatedAt: new Date() })
        .where(
          and(
            eq(recurringSchedules.id, scheduleId),
            eq(recurringSchedules.status, 'active'),
            eq(recurringSchedules.nextPeriodStart, schedule.nextPeriodStart),
          ),
        );
      return done;
    }
    try {
      await invoicePeriod(deps, createInvoice, schedule, today);
      done += 1;
    } catch (error) {
      // Another process invoiced this period (or the schedule changed under us): read it again and go on from there.
      if (error instanceof NotMine || isUniqueViolation(error)) {
        tries = schedule.nextPeriodStart === lastPeriod ? tries + 1 : 1;
        lastPeriod = schedule.nextPeriodStart;
        if (tries >= 3) throw new Error(`The period ${lastPeriod} kept changing under the sweep`, { cause: error });
        continue;
      }
      throw error;
    }
  }
}

/** The user a schedule's invoices are made by: its author while they may manage schedules, else the first admin. */
async function actorFor(db: Db, schedule: Schedule): Promise<CurrentUser> {
  const actor = await automaticActor(db, schedule.createdById, 'recurring.manage');
  if (!actor) throw new Error('No active administrator to make recurring invoices as');
  return actor;
}

async function invoicePeriod(deps: AppDeps, createInvoice: CreateInvoiceOfLines, schedule: Schedule, today: string): Promise<void> {
  const { db } = deps.database;
  const period = schedule.nextPeriodStart;
  const next = nextPeriodStart(period, schedule.frequency);
  const [client] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, contactPerson: clients.contactPerson })
    .from(clients)
    .where(eq(clients.id, schedule.clientId));
  if (!client) throw new NotMine();
  const items = await db
    .select()
    .from(recurringScheduleItems)
    .where(eq(recurringScheduleItems.scheduleId, schedule.id))
    .orderBy(asc(recurringScheduleItems.position));
  // The schedule's quantity and unit go onto the invoice's line as written (decision 0102): '1.5 days'.
  const lines: Parameters<CreateInvoiceOfLines>[3]['lines'] = items.map((i) => ({
    description: i.description,
    quantityThousandths: i.quantityThousandths,
    unit: i.unit,
    unitAmountMinor: i.unitAmountMinor,
    taxRateId: i.taxRateId,
  }));

  // A retainer bills the period that just ended with this one's fee; its first invoice has no such period.
  let retainer: RetainerUse | null = null;
  if (schedule.allowanceMinutes && schedule.projectId && schedule.invoicesCount > 0) {
    const [project] = await db.select({ rate: projects.hourlyRateMinor }).from(projects).where(eq(projects.id, schedule.projectId));
    const previous = previousPeriodStart(period, schedule.frequency);
    const entries = await readPeriodTime(db, schedule.projectId, previous, addDays(period, -1));
    retainer = priceRetainer(entries, {
      allowanceMinutes: schedule.allowanceMinutes,
      carriedMinutes: schedule.carriedMinutes,
      carryOver: schedule.carryOver,
      hourlyRateMinor: project?.rate ?? 0,
      currency: schedule.currency as Currency,
    });
    if (retainer.line) {
      const { quantity, ...line } = retainer.line;
      lines.push({ ...line, quantityThousandths: quantity * 1000, taxRateId: null });
    }
  }
  const carried = retainer ? retainer.carriedMinutes : schedule.carriedMinutes;
  const count = schedule.invoicesCount + 1;

  const advance = async (tx: Tx, invoiceId: string) => {
    // The schedule's row lock: a pause or another process's run of the same period waits here, then sees it moved.
    const [locked] = await tx
      .execute(
        sql`select id from recurring_schedules where id = ${schedule.id} and status = 'active' and next_period_start = ${period}::date for update`,
      )
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    if (!locked) throw new NotMine();
    if (retainer && !(await markRetainerTime(tx, invoiceId, retainer.entries))) throw new NotMine();
    await tx
      .update(recurringSchedules)
      .set({
        nextPeriodStart: next,
        invoicesCount: count,
        carriedMinutes: carried,
        status: withinLimits(next, count, schedule) ? 'active' : 'finished',
        updatedAt: new Date(),
      })
      .where(eq(recurringSchedules.id, schedule.id));
  };
  // Stripe refused: the local invoice goes (its entries are released by the database), and so does the advance, so the
  // period is invoiced again at the next look.
  const undo = async (tx: Tx) => {
    await tx
      .update(recurringSchedules)
      .set({
        nextPeriodStart: period,
        invoicesCount: schedule.invoicesCount,
        carriedMinutes: schedule.carriedMinutes,
        status: 'active',
        updatedAt: new Date(),
      })
      .where(and(eq(recurringSchedules.id, schedule.id), eq(recurringSchedules.nextPeriodStart, next)));
  };

  const actor = await actorFor(db, schedule);
  const issueDay = period > today ? period : today;
  await createInvoice(
    deps,
    actor,
    client,
    {
      currency: schedule.currency as Currency,
      description: `${schedule.title}: ${period} to ${periodEnd(period, schedule.frequency)}`,
      dueDate: addDays(issueDay, schedule.dueDays),
      sendEmail: schedule.autoSend,
      lines,
      recurringScheduleId: schedule.id,
      periodStart: period,
    },
    advance,
    { onRemoteFailure: undo },
  );
  deps.log.info(`Recurring invoices: invoiced "${schedule.title}" for ${period}`, {
    scheduleId: schedule.id,
    overage: retainer?.line ? formatMoney(retainer.overAmountMinor, schedule.currency as Currency) : undefined,
  });
}
