import { Info, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Colleague } from '@shared/schemas/colleagues';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryBody } from '../../components/query-body';
import { SkeletonRows } from '../../components/skeleton-rows';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useRemoveColleague, useResendColleagueInvitation, useUpdateColleague } from './api/colleague-mutations';
import { useColleagues } from './api/get-colleagues';
import { ColleagueRow, type ColleagueActions } from './colleague-row';
import { InviteColleagueDialog } from './invite-colleague-dialog';
import { t } from '@web/lib/messages/clients';

const nameOf = (c: Colleague) => `${c.firstName} ${c.lastName}`;

/**
 * Colleagues: a primary contact's company's people in the portal; they invite, deactivate, reactivate and remove the
 * additional contacts, as each row's `can` allows (decision 0111). When the agency keeps this to itself, the page says so.
 */
export function ColleaguesPage() {
  const colleagues = useColleagues();
  const update = useUpdateColleague();
  const remove = useRemoveColleague();
  const resend = useResendColleagueInvitation();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Colleague | null>(null);

  const run = async (send: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await send();
      toast.success(done);
    } catch (error) {
      toast.error(failed, { description: errorMessage(error) });
    }
  };
  const busyId = [update, resend, remove].find((m) => m.isPending)
    ? (update.variables?.id ?? resend.variables ?? remove.variables ?? null)
    : null;
  const actions: ColleagueActions = {
    onDeactivate: (c) =>
      void run(
        () => update.mutateAsync({ id: c.id, input: { status: 'inactive' } }),
        t('clients.colleagues.deactivated', { name: nameOf(c) }),
        t('clients.colleagues.deactivateFailed'),
      ),
    onReactivate: (c) =>
      void run(
        () => update.mutateAsync({ id: c.id, input: { status: 'active' } }),
        t('clients.colleagues.reactivated', { name: nameOf(c) }),
        t('clients.colleagues.reactivateFailed'),
      ),
    onResend: (c) =>
      void run(() => resend.mutateAsync(c.id), t('clients.colleagues.resent', { email: c.email }), t('clients.colleagues.resendFailed')),
    onRemove: setRemoving,
    busyId,
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t('clients.colleagues.removed', { name: nameOf(removing) }));
      setRemoving(null);
    } catch (error) {
      toast.error(t('clients.colleagues.removeFailed'), { description: errorMessage(error) });
    }
  };

  const data = colleagues.data;
  return (
    <div>
      <PageHeader
        title={t('clients.colleagues.title')}
        subtitle={data ? t('clients.colleagues.subtitleCompany', { company: data.company }) : t('clients.colleagues.subtitle')}
        actions={
          data?.canInvite ? (
            <Button onClick={() => setInviting(true)}>
              <Plus aria-hidden />
              {t('clients.colleagues.invite')}
            </Button>
          ) : null
        }
      />
      {data?.notice ? (
        <Card className="mb-4 flex items-start gap-3 p-4 text-sm" role="note">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <p>{data.notice}</p>
        </Card>
      ) : null}
      <Card className="overflow-hidden">
        <QueryBody
          query={colleagues}
          loading={<SkeletonRows label={t('clients.colleagues.loading')} className="space-y-3 p-4" rowClassName="h-12 w-full" />}
        >
          {(list) =>
            list.items.length === 0 ? (
              <EmptyState icon={Users} title={t('clients.colleagues.emptyTitle')} description={t('clients.colleagues.emptyDescription')} />
            ) : (
              <ul className="divide-y divide-border" aria-label={t('clients.colleagues.title')}>
                {list.items.map((colleague) => (
                  <ColleagueRow key={colleague.id} colleague={colleague} actions={actions} />
                ))}
              </ul>
            )
          }
        </QueryBody>
      </Card>
      {data?.enabled ? <p className="mt-4 text-sm text-muted-foreground">{t('clients.colleagues.agencyTold')}</p> : null}

      {data ? <InviteColleagueDialog open={inviting} onOpenChange={setInviting} company={data.company} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? t('clients.colleagues.removeTitle', { name: nameOf(removing) }) : t('clients.colleagues.remove')}
        description={t('clients.colleagues.removeDescription')}
        confirmLabel={t('clients.colleagues.remove')}
        busyLabel={t('clients.colleagues.removing')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
