/**
 * The preview of an invoice of time (decision 0049), summed by the database: a month of a large client is thousands
 * of entries, and the preview is asked again at every change of the dialog. One statement rounds and prices each
 * entry by the same integer rules as src/shared/time-invoice.ts, groups them by line and rate, prices each line once,
 * and hashes the exact entries into the same fingerprint creation checks; only the lines cross the wire.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import type { TimeInvoicePreview, TimeInvoiceSelection } from '@shared/schemas/time-invoice';
import { lineKey, lineOf, sortLines, type InvoiceGrouping, type RoundingIncrement, type RoundingMode } from '@shared/time-invoice';
import { queryRows, type Db } from '../../db/client';
import { timeEntries } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { conflict } from '../../errors';
import { fingerprintPart, invoiceUnapprovedDefault, unbilledTime } from './time-invoice-select';

/** A group's line at one rate: named as the group, keyed by both (the same key creation uses, decision 0095). */
function lineWithRate(entry: Parameters<typeof lineOf>[0], by: InvoiceGrouping, rateMinor: number) {
  const { key, description } = lineOf(entry, by);
  return { key: lineKey(key, rateMinor), description };
}

/** roundMinutes in SQL: up is ceil(m / i) * i; nearest is max(1, floor(m / i + 1/2)) * i; in integers. */
function roundedMinutes(increment: RoundingIncrement, mode: RoundingMode): SQL {
  const m = sql`${timeEntries.minutes}`;
  if (increment === 0) return m;
  const i = sql.raw(String(increment));
  return mode === 'up' ? sql`((${m} + ${i} - 1) / ${i}) * ${i}` : sql`greatest(1, (2 * ${m} + ${i}) / (2 * ${i})) * ${i}`;
}

/** The columns a line is keyed by, per grouping; the others are null. */
const GROUP_KEYS: Record<InvoiceGrouping, { project: boolean; task: boolean; user: boolean; day: boolean }> = {
  task: { project: true, task: true, user: false, day: false },
  person: { project: false, task: false, user: true, day: false },
  day: { project: false, task: false, user: false, day: true },
  project: { project: true, task: false, user: false, day: false },
};

interface Group {
  project_id: string | null;
  project_name: string | null;
  task_id: string | null;
  task_title: string | null;
  user_id: string | null;
  user_name: string | null;
  work_date: string | null;
  rate: number | string;
  minutes: number;
  amount: number;
  n: number;
}

interface Summary extends Record<string, unknown> {
  currencies: string[] | null;
  fingerprint: string;
  left_n: number | string;
  left_m: number | string;
  groups: Group[] | null;
}

/** The time's part of the preview; the expenses' is added by previewTimeInvoice (decision 0119). */
export type TimePreview = Omit<TimeInvoicePreview, 'expenses' | 'expenseCount' | 'expensesMinor' | 'taxMinor' | 'leftOut'> & {
  leftOut: { entryCount: number; minutes: number };
};

export async function previewTime(db: DbOrTx, clientId: string, input: TimeInvoiceSelection): Promise<TimePreview> {
  const includeUnapproved = input.includeUnapproved ?? (await invoiceUnapprovedDefault(db));
  const keys = GROUP_KEYS[input.groupBy];
  const col = (on: boolean, column: string, type: string) => sql.raw(on ? column : `null::${type}`);
  const [summary] = await queryRows<Summary>(
    db as Db,
    sql`with e as materialized (
          select ${timeEntries.id} as id, ${timeEntries.minutes} as minutes, ${timeEntries.rateMinor} as rate,
                 ${timeEntries.currency} as currency, ${timeEntries.workDate} as work_date, ${timeEntries.projectId} as project_id,
                 ${timeEntries.taskId} as task_id, ${timeEntries.userId} as user_id, ${fingerprintPart} as part,
                 ${roundedMinutes(input.rounding.increment, input.rounding.mode)} as bm
            from ${timeEntries}
           where ${unbilledTime(clientId, input, includeUnapproved)}
        ), p as (select e.*, (e.bm::bigint * e.rate + 30) / 60 as ba from e)
        select
          (select array_agg(distinct currency order by currency) from e) as currencies,
          (select count(*) || '-' || md5(coalesce(string_agg(part, ';' order by id), '')) from e) as fingerprint,
          (select count(*) from p where ba <= 0) as left_n,
          (select coalesce(sum(minutes), 0) from p where ba <= 0) as left_m,
          (select json_agg(g) from (
             select k.project_id, pr.name as project_name, k.task_id, t.title as task_title, k.user_id, u.name as user_name,
                    k.work_date, k.rate, k.minutes, k.amount, k.n
               from (select ${col(keys.project, 'project_id', 'uuid')} as project_id, ${col(keys.task, 'task_id', 'uuid')} as task_id,
                            ${col(keys.user, 'user_id', 'uuid')} as user_id, ${col(keys.day, 'work_date', 'date')} as work_date,
                            rate, sum(bm) as minutes, (sum(bm)::bigint * rate + 30) / 60 as amount, count(*) as n
                       from p where ba > 0 group by 1, 2, 3, 4, 5) k
               left join projects pr on pr.id = k.project_id
               left join tasks t on t.id = k.task_id
               left join users u on u.id = k.user_id) g) as groups`,
  );
  const currencies = summary?.currencies ?? [];
  if (currencies.length > 1) {
    throw conflict(`This time is billed in ${currencies.join(' and ')}: choose one currency.`, {
      currency: 'errors.billing.chooseOneCurrency',
    });
  }
  const lines = sortLines(
    (summary?.groups ?? []).map((g) => ({
      ...lineWithRate(
        {
          projectId: g.project_id ?? '',
          projectName: g.project_name ?? '',
          taskId: g.task_id,
          taskTitle: g.task_title,
          userId: g.user_id,
          userName: g.user_name,
          workDate: g.work_date ?? '',
        },
        input.groupBy,
        Number(g.rate),
      ),
      rateMinor: Number(g.rate),
      minutes: Number(g.minutes),
      amountMinor: Number(g.amount),
      entryCount: Number(g.n),
    })),
  );
  return {
    currency: (currencies[0] as Currency | undefined) ?? null,
    lines,
    totalMinor: lines.reduce((s, l) => s + l.amountMinor, 0),
    minutes: lines.reduce((s, l) => s + l.minutes, 0),
    entryCount: lines.reduce((s, l) => s + l.entryCount, 0),
    leftOut: { entryCount: Number(summary?.left_n ?? 0), minutes: Number(summary?.left_m ?? 0) },
    includeUnapproved,
    fingerprint: summary?.fingerprint ?? '',
  };
}
