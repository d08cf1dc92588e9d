import { useState } from 'react';
import type { Currency } from '@shared/enums';
import { CLIENT_CREDIT_KIND_LABELS } from '@shared/schemas/client-credit';
import { Button } from '@web/components/button';
import { formatDate, formatMoney } from '@web/lib/format';
import { useClientCredit } from './api/client-credit';
import { RefundCreditDialog } from './refund-credit-dialog';

/**
 * 'Credit Balance': what was paid or credited above the client's invoices, per currency (decision 0093), and its last
 * moves; staff refund it here and apply it from an unpaid invoice's details. Nothing at all while there has been none.
 */
export function ClientCreditCard({ clientId }: { clientId: string }) {
  const credit = useClientCredit(clientId).data;
  const balances = credit?.balances ?? [];
  const entries = credit?.entries ?? [];
  const [refunding, setRefunding] = useState<{ currency: Currency; balanceMinor: number } | null>(null);
  if (!balances.length && !entries.length) return null;
  return (
    <section aria-label="Credit balance" className="rounded-lg border border-border bg-surface">
      <h2 className="border-b border-border px-4 py-3 text-base font-semibold">Credit Balance</h2>
      <ul className="divide-y divide-border text-sm">
        {balances.length ? (
          balances.map((b) => (
            <li key={b.currency} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <span>
                Available in {b.currency}
                <span className="block text-xs text-muted-foreground">Applied to a later invoice in {b.currency}, or refunded</span>
              </span>
              <span className="flex items-center gap-2 font-semibold tabular-nums">
                {formatMoney(b.balanceMinor, b.currency)}
                {credit?.canChange ? (
                  <Button size="sm" variant="secondary" onClick={() => setRefunding(b)}>
                    Refund Credit
                  </Button>
                ) : null}
              </span>
            </li>
          ))
        ) : (
          <li className="px-4 py-2 text-muted-foreground">No credit available</li>
        )}
      </ul>
      <ul aria-label="Credit moves" className="divide-y divide-border border-t border-border text-xs">
        {entries.slice(0, 10).map((e) => (
          <li key={e.id} className="flex flex-wrap justify-between gap-2 px-4 py-1.5">
            <span>
              {CLIENT_CREDIT_KIND_LABELS[e.kind]}
              {e.invoiceNumber ? ` · invoice ${e.invoiceNumber}` : ''} · {formatDate(e.paidOn)}
              {e.reference ? ` · ${e.reference}` : ''}
            </span>
            <span className="tabular-nums">
              {e.amountMinor > 0 ? '+' : '−'}
              {formatMoney(Math.abs(e.amountMinor), e.currency)}
            </span>
          </li>
        ))}
      </ul>
      {refunding ? (
        <RefundCreditDialog clientId={clientId} available={refunding} onOpenChange={(open) => !open && setRefunding(null)} />
      ) : null}
    </section>
  );
}
