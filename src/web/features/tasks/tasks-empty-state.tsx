import { ListTodo, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { t } from '@web/lib/messages/tasks';

interface TasksEmptyStateProps {
  filtered: boolean;
  /** The line under 'No tasks yet' (a client or project tab says where tasks will appear). */
  emptyDescription?: string;
  action?: ReactNode;
}

export function TasksEmptyState({ filtered, emptyDescription, action }: TasksEmptyStateProps) {
  if (filtered) {
    return <EmptyState icon={SearchX} title={t('tasks.empty.filteredTitle')} description={t('tasks.empty.filteredLine')} />;
  }
  return <EmptyState icon={ListTodo} title={t('tasks.empty.title')} description={emptyDescription} action={action} />;
}
