import { AlertTriangle, CheckCircle2, Clock, FileText } from 'lucide-react';
import type { Currency } from '@shared/enums';
import { formatMoney } from '../../lib/format';
import type { Billing, InvoiceTotal, InvoiceTotals as Figures } from '@shared/schemas/billing';
import { StatCard } from '../../components/stat-card';
import { t } from '../../lib/messages/invoices';

function value(total: InvoiceTotal, currency: Currency) {
  return (
    <>
      {formatMoney(total.amountMinor, currency)}
      <span className="block text-xs font-normal text-muted-foreground">{t('invoices.totals.count', { count: total.count })}</span>
    </>
  );
}

/** The four figures of one currency, a row of cards. */
export function FigureCards({ figures, currency }: { figures: Figures; currency: Currency }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={t('invoices.totals.total')} value={value(figures.total, currency)} icon={FileText} />
      <StatCard
        label={t('invoices.totals.paid')}
        value={value(figures.paid, currency)}
        icon={CheckCircle2}
        iconClassName="text-green-600"
      />
      <StatCard
        label={t('invoices.totals.outstanding')}
        value={value(figures.outstanding, currency)}
        icon={Clock}
        iconClassName="text-amber-600"
      />
      <StatCard
        label={t('invoices.totals.overdue')}
        value={value(figures.overdue, currency)}
        icon={AlertTriangle}
        iconClassName="text-danger"
      />
    </div>
  );
}

/**
 * The four figures of the ledger, in the client's own currency first and then in each other currency it has invoices
 * in, a row of cards each: amounts are never converted, and a client billed in euros never reads $0.00.
 */
export function InvoiceTotals({ billing }: { billing: Pick<Billing, 'totals' | 'otherCurrencies'> }) {
  const rows = [billing.totals, ...billing.otherCurrencies];
  if (rows.length === 1) return <FigureCards figures={billing.totals} currency={billing.totals.currency} />;
  return (
    <div className="space-y-4">
      {rows.map((row) => (
        <section key={row.currency} aria-label={t('invoices.inCurrency', { currency: row.currency })} className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">{t('invoices.inCurrency', { currency: row.currency })}</h3>
          <FigureCards figures={row} currency={row.currency} />
        </section>
      ))}
    </div>
  );
}
