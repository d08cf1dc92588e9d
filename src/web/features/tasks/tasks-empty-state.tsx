import { ListTodo, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';

interface TasksEmptyStateProps {
  filtered: boolean;
  /** The line under 'No tasks yet' (a client or project tab says where tasks will appear). */
  emptyDescription?: string;
  action?: ReactNode;
}

export function TasksEmptyState({ filtered, emptyDescription, action }: TasksEmptyStateProps) {
  if (filtered) {
    return <EmptyState icon={SearchX} title="No tasks match your filters" description="Try adjusting your filters to see more tasks." />;
  }
  return <EmptyState icon={ListTodo} title="No tasks yet" description={emptyDescription} action={action} />;
}
