import { Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { RECURRING_EXPENSE_STATUSES } from '@shared/enums';
import type { RecurringExpenseStatus } from '@shared/policies/recurring-expenses';
import { statusText } from '@web/lib/status-text';
import { Button } from '@web/components/button';
import { EmptyState } from '@web/components/empty-state';
import { pageCountOf, PlainListResults } from '@web/components/list-page-parts';
import { PageHeader } from '@web/components/page-header';
import { Pagination } from '@web/components/pagination';
import { SearchInput } from '@web/components/search-input';
import { SelectField } from '@web/components/select-field';
import { useFilterFromPageOne } from '@web/lib/list-state';
import { useRecurringExpenses } from './api/recurring-expenses';
import { RecurringExpenseDialog } from './recurring-expense-dialog';
import { RecurringExpensesTable } from './recurring-expenses-table';
import { t } from '@web/lib/messages/expenses';

/** /expenses/recurring: software seats, hosting plans and the like, each booking its period's expense (decision 0118). */
export function RecurringExpensesPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useFilterFromPageOne('', setPage);
  const [status, setStatus] = useFilterFromPageOne<'' | RecurringExpenseStatus>('', setPage);
  const [creating, setCreating] = useState(false);
  const list = useRecurringExpenses({ page, q: q || undefined, status: status || undefined });
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('expenses.recurring.title')}
        subtitle={t('expenses.recurring.subtitle')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" /> {t('expenses.recurring.new')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <SearchInput
          label={t('expenses.recurring.searchLabel')}
          placeholder={t('expenses.recurring.searchPlaceholder')}
          value={q}
          onValueChange={setQ}
        />
        <SelectField
          label={t('expenses.field.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as '' | RecurringExpenseStatus)}
          options={RECURRING_EXPENSE_STATUSES}
          optionLabel={(s) => statusText('recurringExpense', s)}
        >
          <option value="">{t('expenses.all')}</option>
        </SelectField>
      </div>
      <PlainListResults
        query={list}
        noun="recurring expenses"
        empty={<EmptyState icon={Repeat} title={t('expenses.recurring.emptyTitle')} description={t('expenses.recurring.emptyLine')} />}
      >
        {(items) => <RecurringExpensesTable expenses={items} />}
      </PlainListResults>
      <Pagination page={page} pageCount={pageCountOf(list.data)} onPageChange={setPage} label={t('expenses.recurring.pages')} />
      {creating && <RecurringExpenseDialog onOpenChange={setCreating} />}
    </div>
  );
}
