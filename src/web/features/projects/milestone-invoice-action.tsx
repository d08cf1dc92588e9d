import { Receipt } from 'lucide-react';
import type { Milestone } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { withToasts } from '../../lib/with-toasts';
import { useInvoiceMilestone } from './api/invoice-milestone';
import { t } from '@web/lib/messages/projects';

/**
 * Beside a milestone's approval: "Invoice Milestone" once the client approved a milestone made of a quote's section,
 * for those who may invoice (the server's `can.invoice`, decision 0099), then the invoice it became.
 */
export function MilestoneInvoiceAction({ milestone }: { milestone: Pick<Milestone, 'id' | 'name' | 'invoice' | 'can'> }) {
  const invoice = useInvoiceMilestone();
  if (milestone.invoice) {
    return (
      <p className="text-sm text-muted-foreground">
        {milestone.invoice.number
          ? t('projects.invoice.invoicedAs', { number: milestone.invoice.number })
          : t('projects.invoice.invoicedAsDraft')}
      </p>
    );
  }
  if (!milestone.can.invoice) return null;
  const invoiceIt = () =>
    withToasts(() => invoice.mutateAsync(milestone.id), {
      success: t('projects.invoice.success'),
      description: () => t('projects.invoice.successDescription'),
      failure: t('projects.invoice.failed'),
    }).catch(() => null);
  return (
    <div>
      <Button
        size="sm"
        aria-label={t('projects.invoice.invoiceOf', { milestone: milestone.name })}
        onClick={() => void invoiceIt()}
        disabled={invoice.isPending}
        aria-busy={invoice.isPending || undefined}
      >
        <Receipt aria-hidden />
        {invoice.isPending ? t('projects.invoice.busy') : t('projects.invoice.action')}
      </Button>
    </div>
  );
}
