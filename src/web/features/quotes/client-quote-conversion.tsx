import { FolderPlus, Receipt } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { withToasts } from '../../lib/with-toasts';
import { useClientQuote, useConvertQuote, useCreateDepositInvoice, useCreateFinalInvoice } from './api/quote-acceptance';

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
      success: 'Project created',
      description: (r) =>
        r.depositProblem ? `No deposit invoice yet: ${r.depositProblem}` : 'The deposit invoice has been sent to the client.',
      failure: 'Failed to create the project',
    }).catch(() => null);
    if (result) void navigate(`/projects/${result.projectId}`);
  };
  const createDeposit = () =>
    withToasts(() => deposit.mutateAsync(quoteId), {
      success: 'Deposit invoice created',
      failure: 'Failed to create the deposit invoice',
    }).catch(() => null);

  const invoiceRest = () =>
    withToasts(() => final.mutateAsync(quoteId), {
      success: 'Final invoice created',
      description: () => 'The rest of the quote, less its deposit, has been invoiced and sent to the client.',
      failure: 'Failed to create the final invoice',
    }).catch(() => null);

  return (
    <>
      {can.convert ? (
        <Button onClick={() => void createProject()} disabled={convert.isPending} aria-busy={convert.isPending || undefined}>
          <FolderPlus aria-hidden />
          {convert.isPending ? 'Creating...' : 'Create Project'}
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
          {deposit.isPending ? 'Creating...' : 'Create Deposit Invoice'}
        </Button>
      ) : null}
      {can.invoiceRest ? (
        <Button variant="secondary" onClick={() => void invoiceRest()} disabled={final.isPending} aria-busy={final.isPending || undefined}>
          <Receipt aria-hidden />
          {final.isPending ? 'Creating...' : 'Invoice the Rest'}
        </Button>
      ) : null}
    </>
  );
}
