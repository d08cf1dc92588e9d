/** Recurring expenses: software seats, hosting plans (docs/decisions/0118-recurring-expenses.md). */
import {
  CreateRecurringExpenseInput,
  RecurringExpenseChoices,
  RecurringExpenseDto,
  RecurringExpenseList,
  RecurringExpenseQuery,
  UpdateRecurringExpenseInput,
} from '../schemas/recurring-expenses';
import { endpoint } from './endpoint';
import { RECURRING_EXPENSE_LIST_EXAMPLE } from './examples';

const tag = 'Recurring expenses';
const WHO = 'Managers (`expenses.approve`); everyone else 403.';
const COST =
  '`amountMinor` and `markupBasisPoints` are null unless the caller views financial data or the expense is theirs (set up by them, or booked to them).';

const action = (name: 'pause' | 'resume' | 'end', summary: string, description: string) =>
  endpoint({
    method: 'post',
    path: `/recurring-expenses/{id}/${name}`,
    tag,
    summary,
    description: `${description} 409 when it is not in a state this applies to. ${WHO}`,
    access: 'expenses.approve',
    reply: RecurringExpenseDto,
  });

export const recurringExpensesApi = {
  list: endpoint({
    method: 'get',
    path: '/recurring-expenses',
    tag,
    summary: 'List recurring expenses',
    description: `Newest first, paged; \`projectId\` and \`status\` filter, \`q\` searches the description, vendor and project. ${COST} ${WHO}`,
    access: 'expenses.approve',
    query: RecurringExpenseQuery,
    reply: RecurringExpenseList,
    example: RECURRING_EXPENSE_LIST_EXAMPLE,
  }),
  choices: endpoint({
    method: 'get',
    path: '/recurring-expenses/choices',
    tag,
    summary: 'Categories and tax rates to choose from',
    description: `The active expense categories and tax rates, for the recurring expense's form. ${WHO}`,
    access: 'expenses.approve',
    reply: RecurringExpenseChoices,
  }),
  create: endpoint({
    method: 'post',
    path: '/recurring-expenses',
    tag,
    summary: 'Set up a recurring expense',
    description:
      'Each period from the first day of the month chosen (`dayOfMonth`, 1-28, on or after `startDate`) until `endDate` books one approved ' +
      "expense on its first day, at the scheduler's next look; the tax rate's name, rate and kind are copied onto each. `amount` is in major " +
      `units of the currency (the project's unless given). \`userId\` defaults to the caller. ${WHO}`,
    access: 'expenses.approve',
    body: CreateRecurringExpenseInput,
    reply: RecurringExpenseDto,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/recurring-expenses/{id}',
    tag,
    summary: 'Change a recurring expense',
    description:
      'Only the fields sent change; they apply to the periods booked from then on. Frequency, day and start date change only until its first ' +
      'period is booked. 409 once ended; 403 to a manager who may not read its cost.',
    access: 'expenses.approve',
    body: UpdateRecurringExpenseInput,
    reply: RecurringExpenseDto,
  }),
  pause: action('pause', 'Pause a recurring expense', 'Nothing is booked while it is paused.'),
  resume: action(
    'resume',
    'Resume a recurring expense',
    'Booking goes on from the first period starting today or later: the periods that started while it was paused are not booked.',
  ),
  end: action('end', 'End a recurring expense', 'For good: it books nothing more; the expenses it booked stay.'),
};
