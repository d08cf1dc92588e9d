import type { InvoiceDto } from '@shared/schemas/billing';
import { Button } from '@web/components/button';
import { errorMessage } from '@web/lib/api';
import { formatMoney } from '@web/lib/format';
import * as billing from '@web/lib/messages/billing';
import { toast } from '@web/lib/toast';
import { useApplyCredit, useClientCredit } from './api/client-credit';

/**
 * 'Apply Credit': on an unpaid invoice whose client has credit in its currency (decision 0093), moves as much as both
 * allow onto it; the server locks both and writes it by the one money path, so the status and balance follow.
 */
export function ApplyCreditButton({ invoice }: { invoice: InvoiceDto }) {
  const credit = useClientCredit(invoice.clientId).data;
  const apply = useApplyCredit();
  const available = credit?.canChange ? (credit.balances?.find((b) => b.currency === invoice.currency)?.balanceMinor ?? 0) : 0;
  if (!invoice.can.markPaid || available <= 0) return null;
  const amount = Math.min(available, invoice.balanceMinor);
  const onClick = () =>
    apply.mutate(
      { invoiceId: invoice.id, input: {} },
      {
        onSuccess: () => toast.success(billing.t('billing.applyCredit.done', { amount: formatMoney(amount, invoice.currency) })),
        onError: (error) => toast.error(billing.t('billing.applyCredit.failed'), { description: errorMessage(error) }),
      },
    );
  return (
    <Button variant="secondary" disabled={apply.isPending} onClick={onClick}>
      {billing.t('billing.applyCredit.button', { amount: formatMoney(amount, invoice.currency) })}
    </Button>
  );
}
