/** What the recurring expenses' tests share: a body to set one up, and the periods it booked. */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { TestApp } from '../support/harness';

export function expenseBody(projectId: string, overrides: Record<string, unknown> = {}) {
  return {
    projectId,
    description: 'Design tool seat',
    vendor: 'Figma',
    amount: 45,
    frequency: 'monthly',
    dayOfMonth: 10,
    startDate: '2031-01-01',
    ...overrides,
  };
}

export async function bookedOf(app: TestApp, id: string) {
  return queryRows<{
    period: string;
    n: number;
    status: string;
    amount: number;
    net: number;
    tax: number;
    tax_name: string | null;
    date: string;
  }>(
    app.database.db,
    sql`select period_start::text as period, count(*) over (partition by period_start)::int as n, status, amount_minor::int as amount,
               net_minor::int as net, tax_minor::int as tax, tax_name, expense_date::text as date
          from expenses where recurring_expense_id = ${id} order by period_start`,
  );
}
