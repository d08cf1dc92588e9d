import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTaxRate } from '@shared/document-totals';
import { TAX_REPORT_BASES, type TaxReportBasis, type TaxReportRow } from '@shared/schemas/tax-report';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatMoney } from '../../../lib/format';
import { taxReportCsvUrl, useTaxReport } from '../api/tax-report';
import { todayLocal } from '../payments/payment-dates';

const BASIS_LABELS: Record<TaxReportBasis, string> = { issued: 'Issued documents', paid: 'Money received' };
const BASIS_NOTES: Record<TaxReportBasis, string> = {
  issued: 'Invoices issued in the period (not drafts, not void), less the credit notes issued in it.',
  paid: "Each rate's share of the payments received in the period, less refunds, in proportion to the invoice's tax.",
};

const COLUMNS = [
  'Currency',
  'Tax rate',
  { label: 'Taxable net', right: true as const },
  { label: 'Tax', right: true as const },
  { label: 'Gross', right: true as const },
  { label: 'Documents', right: true as const },
];

const rateLabel = (row: TaxReportRow) =>
  row.taxName ? `${row.taxName} ${formatTaxRate(row.rateMillionths)}${row.inclusive ? ' (inclusive)' : ''}` : 'No tax';

/**
 * /invoices/tax-report: tax per rate for a period (decision 0098), each version of an edited rate on its own row, per
 * currency and never converted, on issued documents or on money received; the CSV has the same rows.
 */
export function TaxReportPage() {
  const today = todayLocal();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [basis, setBasis] = useState<TaxReportBasis>('issued');
  const params = { from, to, basis };
  const valid = Boolean(from && to && from <= to);
  const report = useTaxReport(params, valid);
  const rows = report.data?.rows ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tax report"
        subtitle="Tax per rate for a period, per currency"
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to="/invoices">
                <ArrowLeft aria-hidden className="size-4" /> Invoices
              </Link>
            </Button>
            {valid ? (
              <Button asChild variant="secondary">
                <a href={taxReportCsvUrl(params)} download>
                  <Download aria-hidden className="size-4" /> Download CSV
                </a>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className="w-40" />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="w-40"
          error={valid ? undefined : 'Choose a period whose end is on or after its start'}
        />
        <SelectField
          label="Basis"
          value={basis}
          onChange={(e) => setBasis(e.target.value as TaxReportBasis)}
          options={TAX_REPORT_BASES}
          optionLabel={(b) => BASIS_LABELS[b]}
          className="w-48"
        />
      </div>
      <Card className="space-y-2 p-4">
        <p className="text-sm text-muted-foreground">{BASIS_NOTES[basis]}</p>
        {report.isError ? (
          <p className="text-sm text-destructive">The tax report could not be loaded.</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{valid && report.isPending ? 'Loading…' : 'Nothing was taxed in this period.'}</p>
        ) : (
          <DataTable caption="Tax report" dense focusable className="min-w-[44rem]" columns={COLUMNS}>
            {rows.map((row) => (
              <tr key={`${row.currency}|${row.taxName ?? ''}|${row.rateMillionths}|${row.inclusive}`} className="border-b border-border">
                <td className="px-3 py-2">{row.currency}</td>
                <td className="px-3 py-2">{rateLabel(row)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.netMinor, row.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.taxMinor, row.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.grossMinor, row.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.documentCount}</td>
              </tr>
            ))}
            {report.data?.totals.map((total) => (
              <tr key={total.currency} className="font-semibold">
                <td className="px-3 py-2">{total.currency}</td>
                <td className="px-3 py-2">Total</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(total.netMinor, total.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(total.taxMinor, total.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(total.grossMinor, total.currency)}</td>
                <td className="px-3 py-2" />
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
    </div>
  );
}
