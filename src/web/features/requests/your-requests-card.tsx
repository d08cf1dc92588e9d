import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { SectionCard } from '../../components/section-card';
import { useRecentRequests } from './api/get-requests';
import { reference } from './request-format';
import { RequestStatus } from './request-status';
import { t } from '@web/lib/messages/requests';

// The form (react-hook-form, the request schemas, uploads) loads when "New request" is first pressed: the card sits
// on a client's dashboard, the first screen, which otherwise does without them.
const RequestFormDialog = lazy(() => import('./request-form-dialog').then((m) => ({ default: m.RequestFormDialog })));

/** The client dashboard's requests: the newest five with their answers, and New Request. */
export function YourRequestsCard() {
  const requests = useRecentRequests();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it still animates.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const items = requests.data?.items ?? [];

  return (
    <SectionCard
      title={t('requests.list.yourTitle')}
      idPrefix="client-dashboard"
      action={
        <Button size="sm" onClick={() => setOpen(true)}>
          <Plus aria-hidden />
          {t('requests.form.newTitle')}
        </Button>
      }
    >
      {requests.isPending ? (
        <p className="text-sm text-muted-foreground">{t('requests.card.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('requests.card.empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {items.map((r) => (
              <li key={r.id} className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                <div className="min-w-0">
                  <Link to={`/requests/${r.id}`} className="block truncate text-sm font-medium text-foreground hover:underline">
                    <span className="mr-1.5 text-muted-foreground tabular-nums">{reference(r)}</span>
                    {r.title}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">{r.project.name}</p>
                </div>
                <RequestStatus request={r} />
              </li>
            ))}
          </ul>
          <Link to="/requests" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
            {t('requests.card.viewAll')}
          </Link>
        </>
      )}
      {used ? (
        <Suspense fallback={null}>
          <RequestFormDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
