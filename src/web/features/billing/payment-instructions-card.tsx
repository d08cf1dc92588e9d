import type { Billing } from '@shared/schemas/billing';
import { Card } from '../../components/card';
import { t } from '../../lib/messages/invoices';

/**
 * 'How to pay': the agency's instructions for each currency the client pays in by hand (decision 0100), as the server
 * chose them; nothing when it pays every invoice online or the agency wrote none.
 */
export function PaymentInstructionsCard({ billing }: { billing: Pick<Billing, 'paymentInstructions'> }) {
  const entries = billing.paymentInstructions;
  if (entries.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="how-to-pay" className="space-y-3 px-4 py-3">
        <h3 id="how-to-pay" className="text-base font-semibold">
          {t('invoices.howToPay.title')}
        </h3>
        {entries.map((entry) => (
          <div key={entry.currency}>
            {entries.length > 1 ? <h4 className="text-sm font-medium">{t('invoices.inCurrency', { currency: entry.currency })}</h4> : null}
            <p className="whitespace-pre-line text-sm text-muted-foreground">{entry.instructions}</p>
          </div>
        ))}
      </section>
    </Card>
  );
}
