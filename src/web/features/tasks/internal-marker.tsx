import { EyeOff } from 'lucide-react';
import { t } from '@web/lib/messages/tasks';

/**
 * "Internal" beside a task the client's users do not see (decision 0103). Only staff ever read such a task, so the
 * marker needs no check of who is reading.
 */
export function InternalTaskMarker({ clientVisible }: { clientVisible: boolean }) {
  if (clientVisible) return null;
  return (
    <span
      className="ml-2 inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
      title={t('tasks.internal.title')}
    >
      <EyeOff className="size-3" aria-hidden="true" />
      {t('tasks.internal.label')}
    </span>
  );
}
