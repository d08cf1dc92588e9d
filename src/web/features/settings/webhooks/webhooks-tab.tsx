import { Webhook } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WebhookEndpointInput, type WebhookEndpointDto, type WebhookEndpointWithSecret } from '@shared/schemas/webhooks';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/webhook-events';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { QueryErrorState } from '../../../components/error-state';
import { FieldError } from '../../../components/field-error';
import { FormDialog } from '../../../components/form-dialog';
import { ListSkeleton } from '../../../components/list-skeleton';
import { TextField } from '../../../components/text-field';
import { sendForm } from '../../../lib/apply-server-errors';
import { formatDateTime } from '../../../lib/format';
import { withToasts } from '../../../lib/with-toasts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRollWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhook,
  useWebhookEndpoints,
} from '../api/webhooks';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { t } from '@web/lib/messages/settings';

/**
 * The Webhooks tab (super_admin and admin, capability webhooks.manage; docs/product.md "Webhooks"): endpoints that
 * receive signed events, each with its secret (shown once), enable/disable, a test event and its delivery log.
 */
export function WebhooksTab() {
  const endpoints = useWebhookEndpoints();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);

  let body;
  if (endpoints.data === undefined && endpoints.isError) {
    body = <QueryErrorState title={t('settings.webhooks.loadFailed')} query={endpoints} />;
  } else if (endpoints.data === undefined) {
    body = <ListSkeleton label={t('settings.webhooks.loading')} />;
  } else if (endpoints.data.items.length === 0) {
    body = <EmptyState icon={Webhook} title={t('settings.webhooks.noneTitle')} description={t('settings.webhooks.noneDescription')} />;
  } else {
    body = (
      <ul className="divide-y divide-border">
        {endpoints.data.items.map((endpoint) => (
          <EndpointItem key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="webhooks-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-heading" className="text-lg font-semibold">
            {t('settings.webhooks.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('settings.webhooks.description')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>{t('settings.webhooks.addEndpoint')}</Button>
      </div>
      <Card className="overflow-hidden">{body}</Card>
      <CreateWebhookDialog open={creating} onOpenChange={setCreating} onCreated={setSecret} />
      <Dialog
        open={secret !== null}
        onOpenChange={(open) => !open && setSecret(null)}
        title={t('settings.webhooks.secretTitle')}
        description={t('settings.webhooks.secretDescription')}
        footer={<Button onClick={() => setSecret(null)}>{t('settings.common.done')}</Button>}
      >
        <code data-testid="webhook-secret" className="block rounded-md bg-surface-muted p-3 text-sm break-all select-all">
          {secret?.secret}
        </code>
      </Dialog>
    </section>
  );
}

function EndpointItem({ endpoint, onSecret }: { endpoint: WebhookEndpointDto; onSecret: (s: WebhookEndpointWithSecret) => void }) {
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const roll = useRollWebhookSecret();
  const test = useSendTestWebhook();
  const toggle = () =>
    withToasts(() => update.mutateAsync({ id: endpoint.id, body: { active: !endpoint.active } }), {
      success: endpoint.active ? t('settings.webhooks.disabled') : t('settings.webhooks.enabled'),
      failure: t('settings.webhooks.toggleFailed'),
    }).catch(() => {});
  return (
    <li className="space-y-3 px-4 py-4" aria-label={`Webhook ${endpoint.url}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-all">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-muted-foreground">{endpoint.description}</p> : null}
          <p className="text-xs text-muted-foreground">
            {endpoint.events.map((e) => WEBHOOK_EVENTS[e]).join(', ')} · secret {endpoint.secretHint}
          </p>
          {!endpoint.active && endpoint.disabledReason ? (
            <p className="text-sm text-danger">
              {endpoint.disabledReason} {endpoint.disabledAt ? `(${formatDateTime(endpoint.disabledAt)})` : ''}
            </p>
          ) : null}
        </div>
        <Badge tone={endpoint.active ? 'success' : 'neutral'}>
          {endpoint.active ? t('settings.webhooks.active') : t('settings.webhooks.inactive')}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
          {showLog ? t('settings.webhooks.hideDeliveries') : t('settings.webhooks.deliveries')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={test.isPending}
          onClick={() =>
            void withToasts(() => test.mutateAsync(endpoint.id), {
              success: t('settings.webhooks.testQueued'),
              failure: t('settings.webhooks.testFailed'),
            })
              .then(() => setShowLog(true))
              .catch(() => {})
          }
        >
          {t('settings.webhooks.sendTest')}
        </Button>
        <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => void toggle()}>
          {endpoint.active ? t('settings.webhooks.disable') : t('settings.webhooks.enable')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={roll.isPending}
          onClick={() =>
            void withToasts(() => roll.mutateAsync(endpoint.id), {
              success: t('settings.webhooks.secretRolled'),
              failure: t('settings.webhooks.rollFailed'),
            })
              .then(onSecret)
              .catch(() => {})
          }
        >
          {t('settings.webhooks.rollSecret')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
          {t('settings.common.delete')}
        </Button>
      </div>
      {showLog ? <WebhookDeliveryLog endpointId={endpoint.id} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('settings.webhooks.deleteTitle')}
        description={t('settings.webhooks.deleteDescription', { url: endpoint.url })}
        confirmLabel={t('settings.common.delete')}
        busyLabel={t('settings.common.deleting')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={() =>
          void withToasts(() => remove.mutateAsync(endpoint.id), {
            success: t('settings.webhooks.deleted'),
            failure: t('settings.webhooks.deleteFailed'),
          })
            .then(() => setDeleting(false))
            .catch(() => {})
        }
      />
    </li>
  );
}

export function CreateWebhookDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (s: WebhookEndpointWithSecret) => void;
}) {
  const create = useCreateWebhook();
  const { register, handleSubmit, getValues, setError, reset, formState } = useForm({
    resolver: zodResolver(WebhookEndpointInput),
    defaultValues: { url: '', description: '', events: [] as WebhookEventType[] },
  });
  const { errors } = formState;
  const submit = handleSubmit(() =>
    sendForm(
      setError,
      ['url', 'description', 'events'],
      () => {
        const { url, description = '', events } = getValues();
        return withToasts(() => create.mutateAsync({ url, description, events }), {
          success: t('settings.webhooks.added'),
          failure: t('settings.webhooks.addFailed'),
        });
      },
      {
        onSent: (created) => {
          reset();
          onOpenChange(false);
          onCreated(created);
        },
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('settings.webhooks.addTitle')}
      description={t('settings.webhooks.addDescription')}
      busy={create.isPending}
      submitLabel={t('settings.webhooks.addEndpoint')}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <TextField
        label={t('settings.webhooks.url')}
        type="url"
        error={errors.url?.message}
        placeholder="https://example.com/webhooks"
        required
        {...register('url')}
      />
      <TextField label={t('settings.webhooks.descriptionLabel')} error={errors.description?.message} {...register('description')} />
      <fieldset className="space-y-2" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="text-sm font-medium">{t('settings.webhooks.events')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={type} {...register('events')} />
              {WEBHOOK_EVENTS[type]}
            </label>
          ))}
        </div>
        <FieldError id="webhook-events-error" message={errors.events?.message} />
      </fieldset>
    </FormDialog>
  );
}
