import { useState } from 'react';
import type { Currency } from '@shared/enums';
import type { CLIENT_CREDIT_KINDS } from '@shared/enums';
import { Button } from '@web/components/button';
import { formatDate, formatMoney } from '@web/lib/format';
import { msg } from '@web/lib/i18n';
import * as billing from '@web/lib/messages/billing';
import { t } from '@web/lib/messages/invoices';
import { useClientCredit } from './api/client-credit';
import { RefundCreditDialog } from './refund-credit-dialog';

/**
 * 'Credit Balance': what was paid or credited above the client's invoices, per currency (decision 0093), and its last
 * moves; staff refund it here and apply it from an unpaid invoice's details. Nothing at all while there has been none.
 */
const KINDS = {
  excess: msg('invoices.credit.kind.excess'),
  applied: msg('invoices.credit.kind.applied'),
  refund: msg('invoices.credit.kind.refund'),
} satisfies Record<(typeof CLIENT_CREDIT_KINDS)[number], string>;

export function ClientCreditCard({ clientId }: { clientId: string }) {
  const credit = useClientCredit(clientId).data;
  const balances = credit?.balances ?? [];
  const entries = credit?.entries ?? [];
  const [refunding, setRefunding] = useState<{ currency: Currency; balanceMinor: number } | null>(null);
  if (!balances.length && !entries.length) return null;
  return (
    <section aria-label={t('invoices.credit.label')} className="rounded-lg border border-border bg-surface">
      <h2 className="border-b border-border px-4 py-3 text-base font-semibold">{t('invoices.credit.title')}</h2>
      <ul className="divide-y divide-border text-sm">
        {balances.length ? (
          balances.map((b) => (
            <li key={b.currency} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <span>
                {t('invoices.credit.available', { currency: b.currency })}
                <span className="block text-xs text-muted-foreground">{t('invoices.credit.availableHint', { currency: b.currency })}</span>
              </span>
              <span className="flex items-center gap-2 font-semibold tabular-nums">
                {formatMoney(b.balanceMinor, b.currency)}
                {credit?.canChange ? (
                  <Button size="sm" variant="secondary" onClick={() => setRefunding(b)}>
                    {billing.t('billing.refundCredit.title')}
                  </Button>
                ) : null}
              </span>
            </li>
          ))
        ) : (
          <li className="px-4 py-2 text-muted-foreground">{t('invoices.credit.none')}</li>
        )}
      </ul>
      <ul aria-label={t('invoices.credit.moves')} className="divide-y divide-border border-t border-border text-xs">
        {entries.slice(0, 10).map((e) => (
          <li key={e.id} className="flex flex-wrap justify-between gap-2 px-4 py-1.5">
            <span>
              {t(KINDS[e.kind])}
              {e.invoiceNumber ? ` · ${t('invoices.creditNotes.ofInvoice', { invoice: e.invoiceNumber })}` : ''} · {formatDate(e.paidOn)}
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
