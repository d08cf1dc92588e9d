import { Archive, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { ExpenseCategoryInput, type ExpenseCategory } from '@shared/schemas/expenses';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { OneFieldDialog } from '../../../components/one-field-dialog';
import { QueryBody } from '../../../components/query-body';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { withToasts } from '../../../lib/with-toasts';
import { AccountSection } from '../account-section';
import { t } from '@web/lib/messages/settings';
import {
  useAllExpenseCategories,
  useArchiveExpenseCategory,
  useCreateExpenseCategory,
  useRenameExpenseCategory,
} from '../api/expense-categories';

/**
 * Settings > Billing, 'Expense categories' (billingSettings.manage, decision 0116): the list an expense is filed under.
 * Archived, never deleted, so every expense keeps the category it was logged under; a new expense chooses an active one.
 */
export function ExpenseCategoriesCard() {
  const categories = useAllExpenseCategories();
  const create = useCreateExpenseCategory();
  const rename = useRenameExpenseCategory();
  const archive = useArchiveExpenseCategory();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<ExpenseCategory | null>(null);
  const archiveOne = (category: ExpenseCategory) =>
    archive.mutate(category.id, {
      onSuccess: () => toast.success(t('settings.categories.archivedToast', { name: category.name })),
      onError: (error) => toast.error(t('settings.categories.archiveFailed'), { description: errorMessage(error) }),
    });

  return (
    <AccountSection id="expense-categories" title={t('settings.categories.title')} description={t('settings.categories.description')}>
      <QueryBody query={categories} loading={<Skeleton className="h-24 w-full" />}>
        {(data) => (
          <div className="space-y-4">
            <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('settings.categories.title')}>
              {data.items.map((category) => (
                <li key={category.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
                  <span className="text-sm font-medium">{category.name}</span>
                  <div className="flex items-center gap-2">
                    {category.archived ? (
                      <Badge tone="neutral">{t('settings.categories.archived')}</Badge>
                    ) : (
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setRenaming(category)}
                          aria-label={t('settings.categories.renameNamed', { name: category.name })}
                        >
                          <Pencil aria-hidden /> {t('settings.categories.rename')}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={archive.isPending}
                          onClick={() => archiveOne(category)}
                          aria-label={t('settings.categories.archiveNamed', { name: category.name })}
                        >
                          <Archive aria-hidden /> {t('settings.categories.archive')}
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <Plus aria-hidden /> {t('settings.categories.add')}
            </Button>
          </div>
        )}
      </QueryBody>
      {adding ? (
        <OneFieldDialog
          open
          onOpenChange={setAdding}
          title={t('settings.categories.addTitle')}
          description={t('settings.categories.addDescription')}
          submitLabel={t('settings.categories.add')}
          busyLabel={t('settings.categories.adding')}
          busy={create.isPending}
          name="name"
          schema={ExpenseCategoryInput}
          field={{ label: t('settings.categories.name'), required: true, maxLength: 100 }}
          send={(name) =>
            withToasts(() => create.mutateAsync({ name }), {
              success: t('settings.categories.added', { name }),
              failure: t('settings.categories.addFailed'),
            })
          }
        />
      ) : null}
      {renaming ? (
        <OneFieldDialog
          open
          onOpenChange={(open) => !open && setRenaming(null)}
          title={t('settings.categories.renameTitle')}
          description={t('settings.categories.renameDescription', { name: renaming.name })}
          submitLabel={t('settings.categories.rename')}
          busyLabel={t('settings.categories.saving')}
          busy={rename.isPending}
          name="name"
          schema={ExpenseCategoryInput}
          field={{ label: t('settings.categories.name'), required: true, maxLength: 100 }}
          send={(name) =>
            withToasts(() => rename.mutateAsync({ id: renaming.id, input: { name } }), {
              success: t('settings.categories.renamed', { name }),
              failure: t('settings.categories.renameFailed'),
            })
          }
        />
      ) : null}
    </AccountSection>
  );
}
