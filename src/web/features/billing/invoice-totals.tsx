import { AlertTriangle, CheckCircle2, Clock, FileText } from 'lucide-react';
import { formatMoney } from '../../lib/format';
import type { Billing, InvoiceTotal } from '@shared/schemas/billing';
import { StatCard } from '../../components/stat-card';

const plural = (n: number) => `${n} invoice${n === 1 ? '' : 's'}`;

function value(total: InvoiceTotal) {
  return (
    <>
      {formatMoney(total.amountMinor)}
      <span className="block text-xs font-normal text-muted-foreground">{plural(total.count)}</span>
    </>
  );
}

/** The four totals, summed by the server in USD; other currencies are listed under them, never converted. */
export function InvoiceTotals({ billing }: { billing: Pick<Billing, 'totals' | 'otherCurrencies'> }) {
  const { totals, otherCurrencies } = billing;
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Invoiced" value={value(totals.total)} icon={FileText} />
        <StatCard label="Paid" value={value(totals.paid)} icon={CheckCircle2} iconClassName="text-green-600" />
        <StatCard label="Outstanding" value={value(totals.outstanding)} icon={Clock} iconClassName="text-amber-600" />
        <StatCard label="Overdue" value={value(totals.overdue)} icon={AlertTriangle} iconClassName="text-danger" />
      </div>
      {otherCurrencies.length ? (
        <p className="text-xs text-muted-foreground">
          Also in other currencies, not converted:{' '}
          {otherCurrencies
            .map(
              (c) =>
                `${formatMoney(c.total.amountMinor, c.currency)} invoiced, ${formatMoney(c.paid.amountMinor, c.currency)} paid, ` +
                `${formatMoney(c.outstanding.amountMinor, c.currency)} outstanding, ${formatMoney(c.overdue.amountMinor, c.currency)} overdue`,
            )
            .join('; ')}
        </p>
      ) : null}
    </div>
  );
}
