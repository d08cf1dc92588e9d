/**
 * The dashboard's money (decision 0096): Monthly Revenue and the 12-month chart, per currency and never converted.
 * Expected is the revenue records' rule (db/revenue-status.ts; the switch and amounts are today's, no history is kept);
 * invoiced and paid are the ledger's (db/ledger-figures.ts, `agencyLedgerMonths`): issued invoices by their month of
 * issue, money received by its payment's date, refunds taken off in theirs, summed from the month deltas kept of them.
 */
import { sql } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import type { Dashboard } from '@shared/schemas/dashboard';
import { queryRows, type Db } from '../../db/client';
import { agencyLedgerMonths } from '../../db/ledger-figures';
import { revenueIsRunning, revenueRunsDuring } from '../../db/revenue-status';
import { agencyProfile, clientRevenue } from '../../db/schema';

const num = (v: unknown) => Number(v ?? 0);

/** The agency's default currency (Settings > Billing), which every money figure of the dashboard shows first. */
const defaultCurrency = sql`coalesce((select ${agencyProfile.defaultCurrency} from ${agencyProfile} limit 1), 'USD')`;

/** The revenue records running today, summed per currency (none when nothing runs), the agency's currency first. */
export async function monthlyRevenue(db: Db): Promise<NonNullable<Dashboard['cards']['monthlyRevenue']>> {
  const rows = await queryRows<{ currency: string; minor: string }>(
    db,
    sql`select ${clientRevenue.currency} as currency, sum(${clientRevenue.amountMinor}) as minor from ${clientRevenue}
        where ${revenueIsRunning} group by ${clientRevenue.currency}
        order by ${clientRevenue.currency} = ${defaultCurrency} desc, ${clientRevenue.currency}`,
  );
  return rows.map((r) => ({ currency: r.currency as Currency, amountMinor: num(r.minor) }));
}

/**
 * The last 12 months (this one included), oldest first, for the agency's default currency and every currency with a
 * figure in them. The ledger's months are summed from the month deltas of the shares kept per invoice (decision 0138),
 * not from every invoice and payment of the year; the revenue records are read once for all months.
 */
export async function revenueChart(db: Db): Promise<NonNullable<Dashboard['revenueChart']>> {
  const r = clientRevenue;
  const first = sql`(date_trunc('month', current_date) - interval '11 months')::date`;
  const after = sql`(date_trunc('month', current_date) + interval '1 month')::date`;
  const rows = await queryRows<{ currency: string; month: string; expected: string; invoiced: string; paid: string }>(
    db,
    sql`with m as (select generate_series(${first}, date_trunc('month', current_date)::date, interval '1 month')::date as month_start),
      money as (${agencyLedgerMonths({ from: first, until: after })}),
      exp as (select m.month_start as month, ${r.currency} as currency, sum(${r.amountMinor}) as minor
              from m join ${r} on ${revenueRunsDuring(sql`m.month_start`, sql`((m.month_start + interval '1 month')::date - 1)`)}
              group by 1, 2),
      d as (select ${defaultCurrency} as currency),
      c as (select currency from d union select currency from money where invoiced <> 0 or paid <> 0 union select currency from exp)
    select c.currency, to_char(m.month_start, 'YYYY-MM') as month, coalesce(exp.minor, 0) as expected,
      coalesce(money.invoiced, 0) as invoiced, coalesce(money.paid, 0) as paid
    from c cross join m
    left join exp on exp.currency = c.currency and exp.month = m.month_start
    left join money on money.currency = c.currency and money.month = m.month_start
    order by c.currency = (select currency from d) desc, c.currency, m.month_start`,
  );
  const byCurrency = new Map<string, NonNullable<Dashboard['revenueChart']>[number]>();
  for (const row of rows) {
    const series = byCurrency.get(row.currency) ?? { currency: row.currency as Currency, months: [] };
    series.months.push({ month: row.month, expectedMinor: num(row.expected), invoicedMinor: num(row.invoiced), paidMinor: num(row.paid) });
    byCurrency.set(row.currency, series);
  }
  return [...byCurrency.values()];
}
