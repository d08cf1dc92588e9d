import { CircleAlert, CircleCheck } from 'lucide-react';

export interface Notice {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

/**
 * The contact form's confirmation or its reason for refusing, under the button the visitor pressed. A live region that
 * is always in the page, so screen readers announce what appears in it. It replaced toasts: the toast library alone
 * was ~9 KB of the landing page's 90 KB script budget (docs/decisions/0030-toasts-signed-in-hint-landing-js.md).
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  const success = notice?.kind === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div aria-live="polite" aria-atomic="true" className="mt-4 empty:hidden">
      {notice ? (
        <div
          data-notice={notice.kind}
          className={
            'flex gap-3 rounded-lg border p-4 text-sm ' +
            (success
              ? 'border-green-600/30 bg-green-50 text-green-900 dark:border-green-400/30 dark:bg-green-400/10 dark:text-green-100'
              : 'border-danger/40 bg-red-50 text-red-900 dark:bg-red-400/10 dark:text-red-100')
          }
        >
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">{notice.title}</p>
            <p className="mt-0.5">{notice.description}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
