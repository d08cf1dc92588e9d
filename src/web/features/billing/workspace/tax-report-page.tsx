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
import { formatMoney, formatNumber } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { t } from '../../../lib/messages/billing';
import * as common from '../../../lib/messages/common';
import { taxReportCsvUrl, useTaxReport } from '../api/tax-report';
import { todayLocal } from '../payments/payment-dates';

const BASIS_LABELS = { issued: msg('billing.taxReport.basis.issued'), paid: msg('billing.taxReport.basis.paid') } satisfies Record<
  TaxReportBasis,
  string
>;
const BASIS_NOTES = { issued: msg('billing.taxReport.note.issued'), paid: msg('billing.taxReport.note.paid') } satisfies Record<
  TaxReportBasis,
  string
>;

const COLUMNS = [
  msg('billing.currency'),
  msg('billing.taxReport.rate'),
  { label: msg('billing.taxReport.net'), right: true as const },
  { label: msg('billing.create.tax'), right: true as const },
  { label: msg('billing.taxReport.gross'), right: true as const },
  { label: msg('billing.taxReport.documents'), right: true as const },
];

const rateLabel = (row: TaxReportRow) =>
  row.taxName
    ? t(row.inclusive ? 'billing.taxReport.rateInclusive' : 'billing.tax', { name: row.taxName, rate: formatTaxRate(row.rateMillionths) })
    : t('billing.lines.noTax');

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
        title={t('billing.workspace.taxReport')}
        subtitle={t('billing.taxReport.subtitle')}
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to="/invoices">
                <ArrowLeft aria-hidden className="size-4" /> {t('billing.workspace.title')}
              </Link>
            </Button>
            {valid ? (
              <Button asChild variant="secondary">
                <a href={taxReportCsvUrl(params)} download title={common.t('common.list.csvForm')}>
                  <Download aria-hidden className="size-4" /> {t('billing.taxReport.downloadCsv')}
                </a>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <TextField label={t('billing.from')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} className="w-40" />
        <TextField
          label={t('billing.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="w-40"
          error={valid ? undefined : t('billing.taxReport.invalidPeriod')}
        />
        <SelectField
          label={t('billing.taxReport.basis')}
          value={basis}
          onChange={(e) => setBasis(e.target.value as TaxReportBasis)}
          options={TAX_REPORT_BASES}
          optionLabel={(b) => t(BASIS_LABELS[b])}
          className="w-48"
        />
      </div>
      <Card className="space-y-2 p-4">
        <p className="text-sm text-muted-foreground">{t(BASIS_NOTES[basis])}</p>
        {report.isError ? (
          <p className="text-sm text-destructive">{t('billing.taxReport.failed')}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{valid && report.isPending ? t('billing.loading') : t('billing.taxReport.empty')}</p>
        ) : (
          <DataTable
            caption={t('billing.workspace.taxReport')}
            dense
            focusable
            className="min-w-[44rem]"
            columns={COLUMNS.map((column) => (typeof column === 'string' ? t(column) : { ...column, label: t(column.label) }))}
          >
            {rows.map((row) => (
              <tr key={`${row.currency}|${row.taxName ?? ''}|${row.rateMillionths}|${row.inclusive}`} className="border-b border-border">
                <td className="px-3 py-2">{row.currency}</td>
                <td className="px-3 py-2">{rateLabel(row)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.netMinor, row.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.taxMinor, row.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.grossMinor, row.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.documentCount)}</td>
              </tr>
            ))}
            {report.data?.totals.map((total) => (
              <tr key={total.currency} className="font-semibold">
                <td className="px-3 py-2">{total.currency}</td>
                <td className="px-3 py-2">{t('billing.total')}</td>
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
