/**
 * The demo's expenses (docs/decisions/0115-expenses.md, 0118-recurring-expenses.md), made after the time and the tax
 * rates: on every project with time, three costs its people spent on days they logged time there (travel, stock
 * photos, a contractor's bill, hardware), in every state but invoiced (open, submitted, approved by a manager),
 * billable with a markup and not, some with the sales tax (VAT on the euro client's), in the project's currency.
 * Beside them two recurring expenses with the periods they have booked: a monthly design tool seat on the demo
 * client's first project since three months ago, and a yearly hosting plan started five months ago.
 * No random stream: every choice is arithmetic on row numbers in a fixed order.
 */
import { sql } from 'drizzle-orm';
import { expenseSums } from '@shared/expense-sums';
import { dayOf, firstPeriodStart, nextPeriodStart } from '@shared/recurring-periods';
import { queryRows } from '../client';
import { expenses, recurringExpenses } from '../schema';
import type { Tx } from '../transaction';

/** What people spend on a project, by category: vendor, description, amount in minor units. */
const CATALOG: ReadonlyArray<{ category: string; vendor: string; description: string; amountMinor: number }> = [
  { category: 'Travel', vendor: 'United Airlines', description: 'Flight to the client workshop', amountMinor: 48_600 },
  { category: 'Stock media and fonts', vendor: 'Adobe Stock', description: 'Hero photos for the landing page', amountMinor: 7_900 },
  { category: 'Contractors', vendor: 'Lena Ortiz Copywriting', description: 'Product copy, first pass', amountMinor: 120_000 },
  { category: 'Travel', vendor: 'Hilton', description: 'Hotel, two nights for the kickoff', amountMinor: 36_250 },
  { category: 'Hardware', vendor: 'Apple', description: 'Test device for the mobile release', amountMinor: 59_900 },
  { category: 'Stock media and fonts', vendor: 'Monotype', description: 'Web font licence', amountMinor: 24_900 },
  { category: 'Other', vendor: 'FedEx', description: 'Courier of the signed contract', amountMinor: 3_450 },
];
const MARKUPS = [1000, 1500, 0] as const;

interface Spend {
  project_id: string;
  client_id: string;
  user_id: string;
  role: string;
  currency: string;
  day: string;
  n: number;
  k: number;
}

/** What it inserted, for the seed's summary. */
export interface DemoExpensesSummary {
  expenses: number;
  recurringExpenses: number;
}

export async function seedDemoExpenses(tx: Tx, now: Date): Promise<DemoExpensesSummary> {
  const [refs] = await queryRows<{ manager: string | null; admin: string | null; sales: string | null; vat: string | null }>(
    tx,
    sql`select (select id from users where email = 'manager@demo.test') as manager, (select id from users where email = 'admin@demo.test') as admin,
               (select id from tax_rates where name = 'Sales tax' and archived_at is null limit 1) as sales,
               (select id from tax_rates where name = 'VAT' and archived_at is null limit 1) as vat`,
  );
  const categories = new Map(
    (await queryRows<{ id: string; name: string }>(tx, sql`select id, name from expense_categories where archived_at is null`)).map((c) => [
      c.name,
      c.id,
    ]),
  );
  // Each project with time: the person who logged most of it spends, on days they logged time there (the latest,
  // then earlier ones), three expenses.
  const spends = await queryRows<Spend>(
    tx,
    sql`with ranked as (
          select p.id, p.client_id, p.currency, row_number() over (order by p.name, p.id)::int as n,
                 (select e.user_id from time_entries e where e.project_id = p.id group by e.user_id order by count(*) desc, e.user_id limit 1) as user_id
          from projects p where exists (select 1 from time_entries e where e.project_id = p.id)
        )
        select r.id as project_id, r.client_id, r.user_id, u.role, r.currency, r.n, k::int,
               (select e.work_date::text from time_entries e where e.project_id = r.id and e.user_id = r.user_id
                 order by e.work_date desc offset (k - 1) * 4 limit 1) as day
        from ranked r join users u on u.id = r.user_id cross join generate_series(1, 3) k
        order by r.n, k`,
  );
  const rows: Array<typeof expenses.$inferInsert> = [];
  for (const s of spends) {
    if (!s.day) continue;
    // Three independent turns of the row numbers, so every state meets a tax, a markup and none.
    const item = CATALOG[(s.n * 3 + s.k) % CATALOG.length]!;
    const state = (['open', 'submitted', 'approved', 'approved'] as const)[(s.n + s.k) % 4]!;
    const billable = (s.n + 2 * s.k) % 3 !== 0;
    const taxRateId = (2 * s.n + s.k) % 3 === 0 ? (s.currency === 'EUR' ? refs?.vat : refs?.sales) : null;
    const tax = taxRateId
      ? { name: s.currency === 'EUR' ? 'VAT' : 'Sales tax', rateMillionths: s.currency === 'EUR' ? 200_000 : 82_500, inclusive: false }
      : null;
    const sums = expenseSums(item.amountMinor, tax);
    const at = new Date(Math.min(now.getTime(), Date.parse(`${s.day}T18:00:00Z`)));
    // A manager's own expense is approved by an admin, everyone else's by the manager (as their weeks are).
    const decider = s.role === 'manager' ? refs?.admin : refs?.manager;
    rows.push({
      projectId: s.project_id,
      clientId: s.client_id,
      userId: s.user_id,
      expenseDate: s.day,
      categoryId: categories.get(item.category) ?? null,
      vendor: item.vendor,
      description: item.description,
      amountMinor: item.amountMinor,
      currency: s.currency,
      taxRateId: taxRateId ?? null,
      taxName: tax?.name ?? null,
      taxRateMillionths: tax?.rateMillionths ?? 0,
      taxInclusive: false,
      netMinor: sums.netMinor,
      taxMinor: sums.taxMinor,
      billable,
      markupBasisPoints: billable ? MARKUPS[(s.n + s.k) % MARKUPS.length]! : 0,
      status: state,
      decidedById: state === 'approved' ? (decider ?? null) : null,
      decidedAt: state === 'approved' ? at : null,
      createdById: s.user_id,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (rows.length) await tx.insert(expenses).values(rows);
  const recurring = await seedRecurring(tx, now, refs?.manager ?? null, categories);
  return { expenses: rows.length + recurring.booked, recurringExpenses: recurring.made };
}

const monthsBack = (now: Date, months: number, day: number) =>
  dayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day)));

/** The two recurring expenses and every period they have booked up to today, as the sweep would have. */
async function seedRecurring(tx: Tx, now: Date, manager: string | null, categories: Map<string, string>) {
  if (!manager) return { made: 0, booked: 0 };
  const [projects] = await queryRows<{ seat: string | null; hosting: string | null }>(
    tx,
    sql`select (select p.id from users u join projects p on p.client_id = u.client_id where u.email = 'client_primary@demo.test'
                 order by (p.status = 'active') desc, p.created_at, p.id limit 1) as seat,
               (select p.id from projects p join clients c on c.id = p.client_id
                 where p.currency = 'USD' and exists (select 1 from time_entries e where e.project_id = p.id)
                 order by (c.name = 'Mesa Verde Outfitters') desc, p.name, p.id limit 1) as hosting`,
  );
  const plans = [
    {
      projectId: projects?.seat,
      category: 'Software and subscriptions',
      vendor: 'Figma',
      description: 'Figma Professional seat for the design team',
      amountMinor: 4_500,
      frequency: 'monthly' as const,
      dayOfMonth: 1,
      startDate: monthsBack(now, 3, 1),
      billable: true,
      markupBasisPoints: 0,
    },
    {
      projectId: projects?.hosting,
      category: 'Hosting and infrastructure',
      vendor: 'DigitalOcean',
      description: 'Managed hosting, yearly plan',
      amountMinor: 144_000,
      frequency: 'yearly' as const,
      dayOfMonth: 15,
      startDate: monthsBack(now, 5, 15),
      billable: true,
      markupBasisPoints: 1500,
    },
  ];
  const today = dayOf(now);
  let made = 0;
  let booked = 0;
  for (const plan of plans) {
    if (!plan.projectId) continue;
    const [project] = await queryRows<{ client_id: string; currency: string }>(
      tx,
      sql`select client_id, currency from projects where id = ${plan.projectId}`,
    );
    const periods: string[] = [];
    let period = firstPeriodStart({ frequency: plan.frequency, dayOfMonth: plan.dayOfMonth, startDate: plan.startDate });
    for (; period <= today; period = nextPeriodStart(period, plan.frequency)) periods.push(period);
    const set = Date.parse(`${plan.startDate}T09:00:00Z`) <= now.getTime() ? new Date(`${plan.startDate}T09:00:00Z`) : now;
    const [row] = await tx
      .insert(recurringExpenses)
      .values({
        projectId: plan.projectId,
        clientId: project!.client_id,
        userId: manager,
        categoryId: categories.get(plan.category) ?? null,
        vendor: plan.vendor,
        description: plan.description,
        amountMinor: plan.amountMinor,
        currency: project!.currency,
        billable: plan.billable,
        markupBasisPoints: plan.markupBasisPoints,
        frequency: plan.frequency,
        dayOfMonth: plan.dayOfMonth,
        startDate: plan.startDate,
        nextPeriodStart: period,
        createdById: manager,
        createdAt: set,
        updatedAt: set,
      })
      .returning({ id: recurringExpenses.id });
    made += 1;
    if (!periods.length) continue;
    await tx.insert(expenses).values(
      periods.map((p) => {
        const at = new Date(Math.min(now.getTime(), Date.parse(`${p}T06:00:00Z`)));
        return {
          projectId: plan.projectId!,
          clientId: project!.client_id,
          userId: manager,
          expenseDate: p,
          categoryId: categories.get(plan.category) ?? null,
          vendor: plan.vendor,
          description: plan.description,
          amountMinor: plan.amountMinor,
          currency: project!.currency,
          netMinor: plan.amountMinor,
          taxMinor: 0,
          billable: plan.billable,
          markupBasisPoints: plan.markupBasisPoints,
          status: 'approved',
          decidedById: manager,
          decidedAt: at,
          recurringExpenseId: row!.id,
          periodStart: p,
          createdById: manager,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    booked += periods.length;
  }
  return { made, booked };
}
