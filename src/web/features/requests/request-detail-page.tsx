import { Check, Pencil, Trash2, X } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Attachments } from '../../components/attachments/attachments';
import { BackLink } from '../../components/back-link';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailItem } from '../../components/detail-item';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { RecordLoadError } from '../../components/record-pending';
import { StatusBadge } from '../../components/status-badge';
import { isClient } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { formatDateTime } from '../../lib/format';
import { useOpenDialog } from '../../lib/use-open-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useRequest } from './api/get-requests';
import { useWithdrawRequest } from './api/request-mutations';
import { AcceptRequestDialog } from './accept-request-dialog';
import { DeclineRequestDialog } from './decline-request-dialog';
import { personName, reference } from './request-format';
import { RequestFormDialog } from './request-form-dialog';
import { RequestStatus } from './request-status';
import { RequestThread } from './request-thread';
import { t } from '@web/lib/messages/requests';
import { msg } from '@web/lib/i18n';

const BACK = { to: '/requests', label: msg('requests.detail.back') };

/** One request: what was asked, the answer (and its reason or task), and the buttons its `can` allows. */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useRequest(id);
  const client = isClient(useCurrentUser().me);
  const withdraw = useWithdrawRequest();
  const [dialog, setDialog, close] = useOpenDialog<'accept' | 'decline' | 'edit' | 'withdraw'>();

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <RecordLoadError
        query={query}
        errorTitle={t('requests.detail.loadError')}
        notFound={{
          title: t('requests.detail.notFound'),
          description: t('requests.detail.notFoundDescription'),
          back: { ...BACK, label: t(BACK.label) },
        }}
        malformedIdIsNotFound
      />
    );
  }

  const r = query.data;
  const answered = r.status !== 'open';
  return (
    <>
      <BackLink to={BACK.to}>{t(BACK.label)}</BackLink>
      <PageHeader
        title={
          <span className="break-words">
            <span className="mr-2 text-muted-foreground tabular-nums">{reference(r)}</span>
            {r.title}
          </span>
        }
        documentTitle={t('requests.detail.documentTitle', { reference: reference(r) })}
        subtitle={
          client
            ? t('requests.detail.subtitleClient', { project: r.project.name })
            : t('requests.detail.subtitleStaff', { client: r.client.name })
        }
        actions={
          <>
            {r.can.accept ? (
              <Button onClick={() => setDialog('accept')}>
                <Check aria-hidden />
                {t('requests.detail.accept')}
              </Button>
            ) : null}
            {r.can.decline ? (
              <Button variant="secondary" onClick={() => setDialog('decline')}>
                <X aria-hidden />
                {t('requests.detail.decline')}
              </Button>
            ) : null}
            {r.can.edit ? (
              <Button variant="secondary" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden />
                {t('requests.form.editTitle')}
              </Button>
            ) : null}
            {r.can.withdraw ? (
              <Button variant="danger" onClick={() => setDialog('withdraw')}>
                <Trash2 aria-hidden />
                {t('requests.detail.withdraw')}
              </Button>
            ) : null}
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="p-5 lg:col-span-2">
          <section aria-labelledby="request-description" className="space-y-3">
            <h2 id="request-description" className="text-base font-semibold text-foreground">
              {t('requests.detail.whatWasAsked')}
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-foreground">{r.description || t('requests.detail.noDescription')}</p>
          </section>
          {r.status === 'declined' ? (
            <section aria-labelledby="request-reason" className="mt-5 rounded-lg border border-border bg-surface-muted p-4">
              <h2 id="request-reason" className="text-sm font-semibold text-foreground">
                {t('requests.detail.whyDeclined')}
              </h2>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-foreground">{r.declineReason}</p>
            </section>
          ) : null}
          {r.task ? (
            <section aria-labelledby="request-task" className="mt-5 rounded-lg border border-border p-4">
              <h2 id="request-task" className="text-sm font-semibold text-foreground">
                {client ? t('requests.detail.workOnIt') : t('requests.detail.taskCreated')}
              </h2>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <Link to={`/tasks/${r.task.id}`} className="font-medium break-words text-foreground hover:underline">
                  {r.task.name}
                </Link>
                <StatusBadge kind="task" status={r.task.status} />
              </p>
            </section>
          ) : null}
        </Card>
        <Card className="p-5">
          <dl className="grid gap-4">
            <DetailItem label={t('requests.filter.status')}>
              <RequestStatus request={r} />
            </DetailItem>
            <DetailItem label={t('requests.filter.priority')}>
              <StatusBadge kind="priority" status={r.priority} />
            </DetailItem>
            <DetailItem label={t('requests.filter.project')}>
              <Link to={`/projects/${r.project.id}`} className="hover:underline">
                {r.project.name}
              </Link>
            </DetailItem>
            {client ? null : <DetailItem label={t('requests.detail.client')}>{r.client.name}</DetailItem>}
            <DetailItem label={t('requests.detail.filedBy')}>
              {t('requests.detail.personAndDate', { person: personName(r.createdBy), date: formatDateTime(r.createdAt) })}
            </DetailItem>
            {answered ? (
              <DetailItem label={r.status === 'accepted' ? t('requests.detail.acceptedBy') : t('requests.detail.declinedBy')}>
                {r.decidedAt
                  ? t('requests.detail.personAndDate', { person: personName(r.decidedBy), date: formatDateTime(r.decidedAt) })
                  : personName(r.decidedBy)}
              </DetailItem>
            ) : null}
          </dl>
        </Card>
      </div>

      <div className="mt-4">
        <Attachments entityType="request" entityId={r.id} title={t('requests.detail.files')} />
      </div>

      <div className="mt-4">
        <RequestThread requestId={r.id} client={client} />
      </div>

      {r.can.accept ? <AcceptRequestDialog request={r} open={dialog === 'accept'} onOpenChange={close} /> : null}
      {r.can.decline ? <DeclineRequestDialog request={r} open={dialog === 'decline'} onOpenChange={close} /> : null}
      <RequestFormDialog request={r} open={dialog === 'edit'} onOpenChange={close} />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        onOpenChange={close}
        title={t('requests.detail.withdrawTitle')}
        description={t('requests.detail.withdrawDescription', { title: r.title })}
        confirmLabel={t('requests.detail.withdraw')}
        busyLabel={t('requests.detail.withdrawing')}
        variant="danger"
        busy={withdraw.isPending}
        onConfirm={async () => {
          try {
            await withToasts(() => withdraw.mutateAsync(r.id), {
              success: t('requests.detail.withdrawn'),
              failure: t('requests.detail.withdrawFailed'),
            });
            navigate('/requests', { replace: true });
          } catch {
            // The toast said why; the dialog stays open for another try.
          }
        }}
      />
    </>
  );
}
