import { Check, Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ReturnExpenseInput, type Expense } from '@shared/schemas/expenses';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { IconButton } from '../../components/icon-button';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatMoney } from '../../lib/format';
import { withToasts } from '../../lib/with-toasts';
import { useApproveExpense, useDeleteExpense, useReturnExpense, useSubmitExpense } from './api/expense-mutations';
import { ExpenseDialog } from './expense-dialog';
import { t } from '@web/lib/messages/expenses';

const who = (expense: Expense) => (expense.user ? `${expense.user.firstName} ${expense.user.lastName}` : null);

/**
 * Expenses as rows that read on a phone and a desktop alike: the day, what and who, the amount (where the server sends
 * it), the state, and Edit, Delete, Submit, Approve and Return where the expense's `can` allows (decision 0116).
 */
export function ExpenseList({ expenses, showProject = true }: { expenses: Expense[]; showProject?: boolean }) {
  const [editing, setEditing] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [returning, setReturning] = useState<Expense | null>(null);
  const remove = useDeleteExpense();
  const submit = useSubmitExpense();
  const approve = useApproveExpense();
  const send = useReturnExpense();

  return (
    <>
      <ul className="divide-y divide-border" aria-label={t('expenses.list.label')}>
        {expenses.map((expense) => {
          const name = t('expenses.list.name', { description: expense.description, date: formatDate(expense.expenseDate) });
          const amount = expense.amountMinor ?? expense.billedAmountMinor;
          return (
            <li key={expense.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-words text-foreground">{expense.description}</p>
                <p className="text-sm text-muted-foreground">
                  {[
                    formatDate(expense.expenseDate),
                    expense.category?.name,
                    showProject ? expense.project.name : null,
                    expense.vendor,
                    who(expense),
                    expense.receiptCount > 0 ? t('expenses.list.receipts', { count: expense.receiptCount }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {expense.returnNote ? (
                  <p className="mt-0.5 text-sm text-warning-foreground">{t('expenses.list.returned', { note: expense.returnNote })}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {amount !== null ? (
                  <span className="text-sm font-semibold text-foreground tabular-nums">{formatMoney(amount, expense.currency)}</span>
                ) : null}
                {!expense.billable ? <span className="text-xs text-muted-foreground">{t('expenses.notBillable')}</span> : null}
                <StatusBadge kind="expense" status={expense.status} />
                {expense.can.submit ? (
                  <IconButton
                    icon={Send}
                    className="size-8"
                    label={t('expenses.list.submit', { name })}
                    onClick={() =>
                      void withToasts(() => submit.mutateAsync(expense.id), {
                        success: t('expenses.list.submitted'),
                        failure: t('expenses.list.submitFailed'),
                      }).catch(() => undefined)
                    }
                  />
                ) : null}
                {expense.can.approve ? (
                  <IconButton
                    icon={Check}
                    className="size-8"
                    label={t('expenses.list.approve', { name })}
                    onClick={() =>
                      void withToasts(() => approve.mutateAsync(expense.id), {
                        success: t('expenses.list.approved'),
                        failure: t('expenses.list.approveFailed'),
                      }).catch(() => undefined)
                    }
                  />
                ) : null}
                {expense.can.return ? (
                  <IconButton
                    icon={Undo2}
                    className="size-8"
                    label={t('expenses.list.return', { name })}
                    onClick={() => setReturning(expense)}
                  />
                ) : null}
                {expense.can.edit ? (
                  <IconButton
                    icon={Pencil}
                    className="size-8"
                    label={t('expenses.list.edit', { name })}
                    onClick={() => setEditing(expense)}
                  />
                ) : null}
                {expense.can.delete ? (
                  <IconButton
                    icon={Trash2}
                    className="size-8"
                    label={t('expenses.list.delete', { name })}
                    onClick={() => setDeleting(expense)}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {editing ? <ExpenseDialog open onOpenChange={(open) => !open && setEditing(null)} expense={editing} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          mutation={remove}
          id={deleting.id}
          title={t('expenses.delete.title')}
          description={t('expenses.delete.question', { description: deleting.description })}
          toasts={{ success: t('expenses.delete.done'), failure: t('expenses.delete.failed') }}
        />
      ) : null}
      {returning ? (
        <OneFieldDialog
          open
          onOpenChange={(open) => !open && setReturning(null)}
          title={t('expenses.return.title')}
          description={t('expenses.return.description', {
            name: returning.user?.firstName ?? t('expenses.return.author'),
            description: returning.description,
          })}
          submitLabel={t('expenses.return.title')}
          busyLabel={t('expenses.return.busy')}
          busy={send.isPending}
          name="note"
          schema={ReturnExpenseInput}
          field={{ label: t('expenses.field.note'), multiline: true, required: true, maxLength: 2000 }}
          send={(note) =>
            withToasts(() => send.mutateAsync({ id: returning.id, input: { note } }), {
              success: t('expenses.return.done'),
              failure: t('expenses.return.failed'),
            })
          }
        />
      ) : null}
    </>
  );
}
