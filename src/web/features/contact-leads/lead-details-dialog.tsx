import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import type { LeadStatus } from '@shared/enums';
import type { Lead } from '@shared/schemas/leads';
import { Button } from '../../components/button';
import { DetailItem } from '../../components/detail-item';
import { Dialog } from '../../components/dialog';
import { errorMessage } from '../../lib/api';
import { useConvertLead } from './api/convert-lead';
import { useUpdateLeadStatus } from './api/update-lead-status';
import { leadFullName, projectTypeLabel, replyMailto } from './lead-format';
import { LeadConversion } from './lead-conversion';
import { StatusBadge } from '../../components/status-badge';
import { LeadStatusButtons } from './lead-status-buttons';
import { formatDateTime } from '../../lib/format';
import { t } from '@web/lib/messages/leads';
import { rich } from '@web/lib/i18n-rich';
import { statusText } from '@web/lib/status-text';

interface LeadDetailsDialogProps {
  /** The lead last opened; kept while the dialog closes so its content does not vanish mid-close. */
  lead: Lead | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's copy after a change made here, so the dialog shows it before the list has refetched. */
  onLeadChange: (lead: Lead) => void;
}

export function LeadDetailsDialog({ lead, open, onOpenChange, onLeadChange }: LeadDetailsDialogProps) {
  const statusHeadingId = useId();
  const updateStatus = useUpdateLeadStatus();
  const convert = useConvertLead();
  const [converted, setConverted] = useState<{ leadId: string; clientName: string } | null>(null);

  if (!lead) return null;

  const changeStatus = async (status: LeadStatus) => {
    if (status === lead.status || updateStatus.isPending) return;
    try {
      onLeadChange(await updateStatus.mutateAsync({ id: lead.id, status }));
      toast.success(t('leads.details.statusUpdated'), {
        description: t('leads.details.markedAs', { status: statusText('lead', status).toLocaleLowerCase() }),
      });
    } catch (error) {
      toast.error(t('leads.details.statusFailed'), { description: errorMessage(error) });
    }
  };

  const convertToClient = async () => {
    if (convert.isPending) return;
    try {
      const result = await convert.mutateAsync(lead.id);
      setConverted({ leadId: lead.id, clientName: result.client.name });
      onLeadChange({ ...result.lead, clientId: result.lead.clientId ?? result.client.id });
      toast.success(t('leads.details.clientCreated'), { description: t('leads.details.addedAsProspect', { name: result.client.name }) });
    } catch (error) {
      toast.error(t('leads.details.convertFailed'), { description: errorMessage(error) });
    }
  };

  const pendingStatus = updateStatus.isPending && updateStatus.variables?.id === lead.id ? updateStatus.variables.status : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={leadFullName(lead)}
      description={
        <>
          {rich(t('leads.details.submitted', { date: formatDateTime(lead.createdAt) }), {
            time: (words) => <time dateTime={lead.createdAt}>{words}</time>,
          })}
        </>
      }
      className="max-w-2xl"
      footer={
        <>
          <Button asChild variant="secondary">
            <a href={replyMailto(lead.email)}>
              <Mail aria-hidden />
              {t('leads.details.reply')}
            </a>
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('leads.details.close')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem label={t('leads.field.email')}>
            <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
              {lead.email}
            </a>
          </DetailItem>
          <DetailItem label={t('leads.field.company')}>{lead.company}</DetailItem>
          <DetailItem label={t('leads.field.projectType')}>{projectTypeLabel(lead.projectType)}</DetailItem>
          <DetailItem label={t('leads.field.status')}>
            <StatusBadge kind="lead" status={lead.status} />
          </DetailItem>
          <DetailItem label={t('leads.field.description')} className="sm:col-span-2">
            <span className="block rounded-lg bg-surface-muted/60 p-3 whitespace-pre-wrap">{lead.description}</span>
          </DetailItem>
        </dl>

        <LeadConversion
          clientId={lead.clientId}
          clientName={converted?.leadId === lead.id ? converted.clientName : null}
          canConvert={lead.can.convert}
          converting={convert.isPending}
          onConvert={() => void convertToClient()}
        />

        {lead.can.edit ? (
          <section className="space-y-2">
            <h3 id={statusHeadingId} className="text-sm font-medium text-foreground">
              {t('leads.details.updateStatus')}
            </h3>
            <LeadStatusButtons
              current={lead.status}
              pending={pendingStatus}
              onChange={(status) => void changeStatus(status)}
              labelledBy={statusHeadingId}
            />
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
