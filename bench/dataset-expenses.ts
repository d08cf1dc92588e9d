/**
 * The benchmark's expenses (docs/decisions/0117-expenses-screens-and-scale.md), after the projects and staff exist:
 * `expenses` one-off expenses over about two years, each on a bench project by a staff member, under one of the
 * categories, in the project's currency. One project ('bench-project-200') takes one in ten, so the project filter
 * meets a busy project. The states follow the calendar: this week's open, this month's submitted, older ones approved.
 * Same shape, same data: every choice is a hash of the row number.
 */
import type { Shape } from './dataset';

const uuidOf = (label: string, n: string) => `md5('${label}-' || (${n}))::uuid`;
const hash = (salt: string, mod: number) => `(abs(hashtext('${salt}' || g)) % ${mod})`;
const VENDORS = ['AWS', 'Figma', 'Unsplash', 'Deutsche Bahn', 'Adobe', 'GitHub', 'Hetzner', 'Upwork'];

export function expenseStatements(shape: Shape, have: { projects: number }): string[] {
  const P = shape.projects - have.projects;
  const vendor = `(array[${VENDORS.map((v) => `'${v}'`).join(',')}])[1 + ${hash('ev', VENDORS.length)}]`;
  return [
    `insert into expenses (project_id, client_id, user_id, expense_date, category_id, vendor, description, amount_minor, currency,
                           net_minor, tax_minor, billable, markup_basis_points, status, created_by_id, created_at, updated_at)
     select p.id, p.client_id, e.user_id, e.day, c.ids[1 + ${hash('ec', 7)} % array_length(c.ids, 1)], ${vendor},
       'Expense #' || g || ' for ' || p.name, e.amount, p.currency, e.amount, 0, g % 5 <> 0, (g % 4) * 500,
       case when e.day >= current_date - 7 then 'open' when e.day >= current_date - 30 then 'submitted' else 'approved' end,
       e.user_id, e.day + time '18:00', e.day + time '18:00'
     from (
       select g, current_date - (g % 730) as day, 1000 + ${hash('ea', 50000)} as amount,
         ${uuidOf('bench-staff', `1 + g % ${shape.staff}`)} as user_id,
         case when g % 10 = 0 then 200 else 1 + ${hash('ep', P)} end as project_no
       from generate_series(1, ${shape.expenses}) g
     ) e
     join projects p on p.id = ${uuidOf('bench-project', 'e.project_no')}
     cross join (select array_agg(id order by name) as ids from expense_categories where archived_at is null) c`,
  ];
}
