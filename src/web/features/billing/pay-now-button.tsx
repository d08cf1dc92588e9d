import { ExternalLink } from 'lucide-react';
import type { InvoiceDto } from '@shared/schemas/billing';
import { Button, type ButtonSize } from '../../components/button';
import { t } from '../../lib/messages/invoices';

/** Pay Now, in the invoice list and in its details: only where Stripe gave a hosted page and something is still owed. */
export function PayNowButton({ invoice, size }: { invoice: InvoiceDto; size?: ButtonSize }) {
  if (!invoice.hostedInvoiceUrl || (invoice.status !== 'open' && invoice.status !== 'partially_paid')) return null;
  return (
    <Button asChild size={size}>
      <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden />
        {t('invoices.payNow')}
      </a>
    </Button>
  );
}
