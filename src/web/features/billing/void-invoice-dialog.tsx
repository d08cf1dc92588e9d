import type { InvoiceDto } from '@shared/schemas/billing';
import { VoidInvoiceInput } from '@shared/schemas/billing';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { formatMoney } from '../../lib/format';
import { withToasts } from '../../lib/with-toasts';
import { useSetInvoiceStatus } from './api/billing-mutations';

/**
 * Voiding is final, so it is asked, naming the invoice and its amount, and it needs a reason: the invoice's history
 * keeps it, where the client reads it too.
 */
export function VoidInvoiceDialog({
  invoice,
  onOpenChange,
  onVoided,
}: {
  invoice: InvoiceDto;
  onOpenChange: (open: boolean) => void;
  onVoided: () => void;
}) {
  const setStatus = useSetInvoiceStatus();
  const number = invoice.invoiceNumber ?? 'this draft';
  return (
    <OneFieldDialog
      open
      onOpenChange={onOpenChange}
      title={`Void invoice ${number}?`}
      description={`${number} of ${formatMoney(invoice.amountMinor, invoice.currency)} will be void for good: nothing more can be paid or credited on it, and this cannot be undone. Say why, in words for the client: they read it in the invoice's history.`}
      submitLabel="Void Invoice"
      busyLabel="Voiding..."
      busy={setStatus.isPending}
      name="reason"
      schema={VoidInvoiceInput}
      field={{ label: 'Reason', multiline: true, required: true, maxLength: 2000 }}
      send={(reason) =>
        withToasts(() => setStatus.mutateAsync({ invoiceId: invoice.id, status: 'void', reason }), {
          success: 'Invoice voided',
          failure: 'Failed to update invoice',
        }).then(onVoided)
      }
    />
  );
}
