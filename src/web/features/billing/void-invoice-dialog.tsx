import type { InvoiceDto } from '@shared/schemas/billing';
import { VoidInvoiceInput } from '@shared/schemas/billing';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { formatMoney } from '../../lib/format';
import * as billing from '../../lib/messages/billing';
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
  const amount = formatMoney(invoice.amountMinor, invoice.currency);
  return (
    <OneFieldDialog
      open
      onOpenChange={onOpenChange}
      title={
        invoice.invoiceNumber ? billing.t('billing.void.title', { number: invoice.invoiceNumber }) : billing.t('billing.void.titleDraft')
      }
      description={
        invoice.invoiceNumber
          ? billing.t('billing.void.description', { number: invoice.invoiceNumber, amount })
          : billing.t('billing.void.descriptionDraft', { amount })
      }
      submitLabel={billing.t('billing.void.submit')}
      busyLabel={billing.t('billing.void.voiding')}
      busy={setStatus.isPending}
      name="reason"
      schema={VoidInvoiceInput}
      field={{ label: billing.t('billing.creditNote.reason'), multiline: true, required: true, maxLength: 2000 }}
      send={(reason) =>
        withToasts(() => setStatus.mutateAsync({ invoiceId: invoice.id, status: 'void', reason }), {
          success: billing.t('billing.void.done'),
          failure: billing.t('billing.details.updateFailed'),
        }).then(onVoided)
      }
    />
  );
}
