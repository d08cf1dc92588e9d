import { FolderPlus, Receipt } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { withToasts } from '../../lib/with-toasts';
import { useClientQuote, useConvertQuote, useCreateDepositInvoice, useCreateFinalInvoice } from './api/quote-acceptance';
import { t } from '@web/lib/messages/quotes';

/**
 * For the admins' quote screen: "Create Project" on an accepted quote not yet converted, and "Create Deposit Invoice"
 * when its deposit could not be made (Stripe refused, or the client had no Stripe customer yet), and "Invoice the Rest"
 * (the final invoice: what the quote charges less its deposit, per tax, decision 0094) while something is left. The
 * flags are the server's (`can` of the quote's document).
 */
export function QuoteConversionActions({ quoteId }: { quoteId: string }) {
  const navigate = useNavigate();
  const quote = useClientQuote(quoteId);
  const convert = useConvertQuote();
  const deposit = useCreateDepositInvoice();
  const final = useCreateFinalInvoice();
  const can = quote.data?.can;
  if (!can || (!can.convert && !can.createDeposit && !can.invoiceRest)) return null;

  const createProject = async () => {
    const result = await withToasts(() => convert.mutateAsync(quoteId), {
      success: t('quotes.convert.projectCreated'),
      description: (r) =>
        r.depositProblem ? t('quotes.convert.noDepositYet', { problem: r.depositProblem }) : t('quotes.convert.depositSent'),
      failure: t('quotes.convert.projectFailed'),
    }).catch(() => null);
    if (result) void navigate(`/projects/${result.projectId}`);
  };
  const createDeposit = () =>
    withToasts(() => deposit.mutateAsync(quoteId), {
      success: t('quotes.convert.depositCreated'),
      failure: t('quotes.convert.depositFailed'),
    }).catch(() => null);

  const invoiceRest = () =>
    withToasts(() => final.mutateAsync(quoteId), {
      success: t('quotes.convert.finalCreated'),
      description: () => t('quotes.convert.finalDescription'),
      failure: t('quotes.convert.finalFailed'),
    }).catch(() => null);

  return (
    <>
      {can.convert ? (
        <Button onClick={() => void createProject()} disabled={convert.isPending} aria-busy={convert.isPending || undefined}>
          <FolderPlus aria-hidden />
          {convert.isPending ? t('quotes.convert.creating') : t('quotes.convert.createProject')}
        </Button>
      ) : null}
      {can.createDeposit ? (
        <Button
          variant="secondary"
          onClick={() => void createDeposit()}
          disabled={deposit.isPending}
          aria-busy={deposit.isPending || undefined}
        >
          <Receipt aria-hidden />
          {deposit.isPending ? t('quotes.convert.creating') : t('quotes.convert.createDeposit')}
        </Button>
      ) : null}
      {can.invoiceRest ? (
        <Button variant="secondary" onClick={() => void invoiceRest()} disabled={final.isPending} aria-busy={final.isPending || undefined}>
          <Receipt aria-hidden />
          {final.isPending ? t('quotes.convert.creating') : t('quotes.convert.invoiceRest')}
        </Button>
      ) : null}
    </>
  );
}
