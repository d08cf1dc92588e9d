import { Receipt } from 'lucide-react';
import type { Milestone } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { withToasts } from '../../lib/with-toasts';
import { useInvoiceMilestone } from './api/invoice-milestone';

/**
 * Beside a milestone's approval: "Invoice Milestone" once the client approved a milestone made of a quote's section,
 * for those who may invoice (the server's `can.invoice`, decision 0099), then the invoice it became.
 */
export function MilestoneInvoiceAction({ milestone }: { milestone: Pick<Milestone, 'id' | 'name' | 'invoice' | 'can'> }) {
  const invoice = useInvoiceMilestone();
  if (milestone.invoice) {
    return <p className="text-sm text-muted-foreground">Invoiced as {milestone.invoice.number ?? 'a draft invoice'}</p>;
  }
  if (!milestone.can.invoice) return null;
  const invoiceIt = () =>
    withToasts(() => invoice.mutateAsync(milestone.id), {
      success: 'Milestone invoiced',
      description: () => 'The approved milestone, less its share of the deposit, has been invoiced and sent to the client.',
      failure: 'Failed to invoice the milestone',
    }).catch(() => null);
  return (
    <div>
      <Button
        size="sm"
        aria-label={`Invoice ${milestone.name}`}
        onClick={() => void invoiceIt()}
        disabled={invoice.isPending}
        aria-busy={invoice.isPending || undefined}
      >
        <Receipt aria-hidden />
        {invoice.isPending ? 'Invoicing...' : 'Invoice Milestone'}
      </Button>
    </div>
  );
}
