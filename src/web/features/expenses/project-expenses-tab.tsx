import { Plus, Receipt } from 'lucide-react';
import { useState } from 'react';
import type { ProjectDetail } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { can } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { useExpenses } from './api/expense-queries';
import { ExpenseDialog } from './expense-dialog';
import { ExpenseList } from './expense-list';
import { ExpenseTotals } from './expenses-page';
import { t } from '@web/lib/messages/expenses';

const PAGE_SIZE = 25;

/**
 * A project's Expenses tab (decision 0116): its expenses newest first, as the caller may see them (a developer their
 * own; a client user what is billed to them), with Log Expense for the staff who log them.
 */
export function ProjectExpensesTab({ project }: { project: ProjectDetail }) {
  const { me } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [logging, setLogging] = useState(false);
  const expenses = useExpenses({ projectId: project.id, page, pageSize: PAGE_SIZE });
  const mayLog = can(me, 'expenses.log');

  if (expenses.isPending) return <Skeleton className="h-40 w-full" />;
  if (expenses.isError) return <QueryErrorState title={t('expenses.project.loadFailed')} query={expenses} />;
  const list = expenses.data;
  return (
    <Card className="p-0">
      <section aria-labelledby="project-expenses-heading">
        <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4 pb-2">
          <h2 id="project-expenses-heading" className="text-base font-semibold">
            {t('expenses.page.title')}
          </h2>
          {mayLog ? (
            <Button size="sm" variant="secondary" onClick={() => setLogging(true)}>
              <Plus aria-hidden /> {t('expenses.log')}
            </Button>
          ) : null}
        </div>
        {list.total === 0 ? (
          <EmptyState icon={Receipt} title={t('expenses.empty.title')} description={t('expenses.project.emptyLine')} />
        ) : (
          <>
            <ExpenseTotals totals={list.totals} />
            <ExpenseList expenses={list.items} showProject={false} />
            <Pagination
              page={page}
              pageCount={Math.ceil(list.total / PAGE_SIZE)}
              onPageChange={setPage}
              label={t('expenses.pages')}
              className="p-3"
            />
          </>
        )}
      </section>
      {logging ? <ExpenseDialog open onOpenChange={setLogging} projectId={project.id} /> : null}
    </Card>
  );
}
