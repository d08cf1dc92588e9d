import { Plus, Receipt, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { SCREENS } from '@shared/routes';
import { useState } from 'react';
import type { ExpenseStatus } from '@shared/enums';
import type { ExpenseList as ExpensePage } from '@shared/schemas/expenses';
import { Button } from '../../components/button';
import { DateRangeFilter, FilterPanel, FilterSelect, NamedOptions, StatusFilter } from '../../components/filter-select';
import { emptyListState, ListResults } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { can } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { formatMoney } from '../../lib/format';
import { useExpenseCategories, useExpenseProjectOptions, useExpenses, type ExpenseFilter } from './api/expense-queries';
import { ExpenseDialog } from './expense-dialog';
import { ExpenseList } from './expense-list';
import { rich } from '@web/lib/i18n-rich';
import { t } from '@web/lib/messages/expenses';

const PAGE_SIZE = 25;

/** Every currency's sum of the list's matches, never added across currencies; sent only to those who may read costs. */
export function ExpenseTotals({ totals }: { totals: ExpensePage['totals'] }) {
  if (!totals || totals.length === 0) return null;
  return (
    <p className="border-b border-border px-4 py-3 text-sm text-muted-foreground" aria-label={t('expenses.totals.label')}>
      {t('expenses.totals.total')}{' '}
      {totals.map((total, i) => (
        <span key={total.currency}>
          {i > 0 ? ' · ' : null}
          {rich(
            t('expenses.totals.line', {
              amount: formatMoney(total.amountMinor, total.currency),
              count: total.count,
              net: formatMoney(total.netMinor, total.currency),
            }),
            { amount: (words) => <span className="font-semibold text-foreground tabular-nums">{words}</span> },
          )}
        </span>
      ))}
    </p>
  );
}

/**
 * Expenses (decision 0116): staff see and log their own, managers everyone's and answer the submitted ones. Filters
 * by project, category, status and dates, a search of the description and vendor, and the totals per currency.
 */
export function ExpensesPage() {
  const { me } = useCurrentUser();
  const [filter, setFilter] = useState<ExpenseFilter>({ page: 1, pageSize: PAGE_SIZE });
  const [logging, setLogging] = useState(false);
  const expenses = useExpenses(filter);
  const projects = useExpenseProjectOptions();
  const categories = useExpenseCategories();
  const change = (changes: ExpenseFilter) => setFilter((f) => ({ ...f, ...changes, page: changes.page ?? 1 }));
  const filtered = !!(filter.q || filter.projectId || filter.categoryId || filter.status || filter.from || filter.to);

  return (
    <div>
      <PageHeader
        title={t('expenses.page.title')}
        subtitle={t('expenses.page.subtitle')}
        actions={
          <>
            {/* Recurring expenses (software seats, hosting) are set up by those who approve expenses (decision 0118). */}
            {can(me, 'expenses.approve') ? (
              <Button variant="secondary" asChild>
                <Link to={SCREENS.recurringExpenses.path}>
                  <Repeat aria-hidden /> {t('expenses.page.recurring')}
                </Link>
              </Button>
            ) : null}
            {can(me, 'expenses.log') ? (
              <Button onClick={() => setLogging(true)}>
                <Plus aria-hidden /> {t('expenses.log')}
              </Button>
            ) : null}
          </>
        }
      />
      <FilterPanel gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="min-w-0 space-y-1.5 sm:col-span-2">
          <SearchInput
            label={t('expenses.page.searchLabel')}
            placeholder={t('expenses.page.searchPlaceholder')}
            value={filter.q ?? ''}
            onValueChange={(q) => change({ q: q || undefined })}
          />
        </div>
        <FilterSelect
          label={t('expenses.field.project')}
          value={filter.projectId}
          onChange={(v) => change({ projectId: v ?? undefined })}
          allLabel={t('expenses.page.allProjects')}
        >
          <NamedOptions items={projects.data} />
        </FilterSelect>
        <FilterSelect
          label={t('expenses.field.category')}
          value={filter.categoryId}
          onChange={(v) => change({ categoryId: v ?? undefined })}
          allLabel={t('expenses.page.allCategories')}
        >
          <NamedOptions items={categories.data?.items} />
        </FilterSelect>
        <StatusFilter
          kind="expense"
          value={filter.status ?? ''}
          onChange={(s) => change({ status: (s || undefined) as ExpenseStatus | undefined })}
        />
        <div className="grid grid-cols-2 gap-2">
          <DateRangeFilter
            labels={[t('expenses.page.from'), t('expenses.page.to')]}
            from={filter.from}
            to={filter.to}
            onFromChange={(from) => change({ from: from ?? undefined })}
            onToChange={(to) => change({ to: to ?? undefined })}
          />
        </div>
      </FilterPanel>
      <ListResults
        query={expenses}
        noun={t('expenses.list.noun')}
        empty={emptyListState(expenses.data, filtered, {
          filtered: { title: t('expenses.page.noMatchTitle'), description: t('expenses.page.noMatchLine') },
          none: { icon: Receipt, title: t('expenses.empty.title'), description: t('expenses.page.emptyLine') },
        })}
      >
        {(list) => (
          <>
            <ExpenseTotals totals={list.totals} />
            <ExpenseList expenses={list.items} />
            <Pagination
              page={list.page}
              pageCount={Math.ceil(list.total / PAGE_SIZE)}
              onPageChange={(page) => change({ page })}
              label={t('expenses.pages')}
              className="p-3"
            />
          </>
        )}
      </ListResults>
      {logging ? <ExpenseDialog open onOpenChange={setLogging} projectId={filter.projectId} /> : null}
    </div>
  );
}
