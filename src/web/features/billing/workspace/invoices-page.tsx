import { Download, FileText, Percent } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CURRENCIES, type Currency, type InvoiceStatus } from '@shared/enums';
import type { InvoiceListItem } from '@shared/schemas/invoices';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { pageCountOf, PlainListResults } from '../../../components/list-page-parts';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { StatusFilter } from '../../../components/filter-select';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCan } from '../../../lib/can';
import { formatDate, formatMoney } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { useFilterFromPageOne } from '../../../lib/list-state';
import { t } from '../../../lib/messages/billing';
import * as common from '../../../lib/messages/common';
import { invoicesCsvUrl, useInvoiceList, type InvoiceFilters } from '../api/invoices-workspace';
import { FigureCards } from '../invoice-totals';
import { InvoiceStatusBadge } from '../invoice-status-badge';
import { AgeingCard } from './ageing-card';
import { BulkActionsBar } from './bulk-actions-bar';
import { InvoiceDetailsById } from './invoice-details-by-id';

const COLUMNS = [
  { label: msg('billing.workspace.select'), hidden: true as const },
  msg('billing.workspace.invoice'),
  msg('billing.recurring.client'),
  msg('billing.workspace.issued'),
  msg('billing.workspace.due'),
  { label: msg('billing.total'), right: true as const },
  { label: msg('billing.workspace.paid'), right: true as const },
  { label: msg('billing.workspace.balance'), right: true as const },
  msg('billing.status'),
];

/**
 * /invoices: every client's invoices for staff who read financials (decision 0092), paged, filtered and searched by the
 * server, with the ledger's figures of what the filters pick and the receivables' ageing, per currency.
 */
export function InvoicesPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useFilterFromPageOne('', setPage);
  const [status, setStatus] = useFilterFromPageOne<InvoiceStatus | ''>('', setPage);
  const [currency, setCurrency] = useFilterFromPageOne<Currency | ''>('', setPage);
  const [overdue, setOverdue] = useFilterFromPageOne<'' | 'true'>('', setPage);
  const [from, setFrom] = useFilterFromPageOne('', setPage);
  const [to, setTo] = useFilterFromPageOne('', setPage);
  const [opened, setOpened] = useState<string | null>(null);
  // The ticked invoices of the page shown: a new page or filter starts with none.
  const [selected, setSelected] = useState<string[]>([]);
  const can = useCan();
  const filters: InvoiceFilters = {
    q: q || undefined,
    status: status || undefined,
    currency: currency || undefined,
    overdue: overdue || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const invoices = useInvoiceList({ ...filters, page });
  const figures = invoices.data?.figures ?? [];
  const shown = invoices.data?.items.map((i) => i.id) ?? [];
  const visibleSelection = selected.filter((id) => shown.includes(id));
  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((i) => i !== id)));
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('billing.workspace.title')}
        subtitle={t('billing.workspace.subtitle')}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/invoices/tax-report">
                <Percent aria-hidden className="size-4" /> {t('billing.workspace.taxReport')}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <a href={invoicesCsvUrl(filters)} download title={common.t('common.list.csvForm')}>
                <Download aria-hidden className="size-4" /> {t('billing.workspace.exportCsv')}
              </a>
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label={t('billing.workspace.search')}
          placeholder={t('billing.workspace.searchPlaceholder')}
          value={q}
          onValueChange={setQ}
        />
        <StatusFilter kind="invoice" value={status} onChange={setStatus} className="w-40" />
        <SelectField
          label={t('billing.currency')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency | '')}
          className="w-32"
        >
          <option value="">{t('billing.workspace.all')}</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('billing.workspace.due')}
          value={overdue}
          onChange={(e) => setOverdue(e.target.value as '' | 'true')}
          className="w-36"
        >
          <option value="">{t('billing.workspace.any')}</option>
          <option value="true">{t('billing.workspace.overdueOnly')}</option>
        </SelectField>
        <TextField
          label={t('billing.workspace.issuedFrom')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="w-40"
        />
        <TextField
          label={t('billing.workspace.issuedTo')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="w-40"
        />
      </div>
      {figures.map((row) => (
        <section key={row.currency} aria-label={t('billing.workspace.figures', { currency: row.currency })} className="space-y-2">
          {figures.length > 1 && (
            <h2 className="text-sm font-medium text-muted-foreground">{t('billing.inCurrency', { currency: row.currency })}</h2>
          )}
          <FigureCards figures={row} currency={row.currency} />
        </section>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        {shown.length ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-input accent-primary"
              checked={visibleSelection.length === shown.length}
              onChange={(e) => setSelected(e.target.checked ? shown : [])}
            />
            {t('billing.workspace.selectAll')}
          </label>
        ) : null}
        <BulkActionsBar selected={visibleSelection} canSendReminders={can('invoices.create')} onClear={() => setSelected([])} />
      </div>
      <PlainListResults
        query={invoices}
        noun="invoices"
        empty={
          <EmptyState icon={FileText} title={t('billing.workspace.emptyTitle')} description={t('billing.workspace.emptyDescription')} />
        }
      >
        {(items) => (
          <DataTable
            caption={t('billing.workspace.title')}
            className="min-w-[60rem]"
            columns={COLUMNS.map((column) => (typeof column === 'string' ? t(column) : { ...column, label: t(column.label) }))}
          >
            {items.map((row: InvoiceListItem) => (
              <tr key={row.id} className="border-b border-border">
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-input accent-primary"
                    aria-label={t('billing.workspace.selectInvoice', { number: row.invoiceNumber ?? t('billing.notApplicable') })}
                    checked={visibleSelection.includes(row.id)}
                    onChange={(e) => toggle(row.id, e.target.checked)}
                  />
                </td>
                <td className="px-4 py-3 font-medium whitespace-nowrap">
                  <button
                    type="button"
                    className="hover:underline"
                    onClick={() => setOpened(row.id)}
                    aria-label={t('billing.workspace.detailsOf', { number: row.invoiceNumber ?? t('billing.draft') })}
                  >
                    {row.invoiceNumber ?? t('billing.draft')}
                  </button>
                </td>
                <td className="px-4 py-3">
                  <Link to={`/clients/${row.client.id}?tab=financials`} className="hover:underline">
                    {row.client.name}
                  </Link>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.issuedAt ? formatDate(row.issuedAt) : t('billing.workspace.notIssued')}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(row.dueDate) || '—'}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(row.amountMinor, row.currency)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(row.paidMinor, row.currency)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(row.balanceMinor, row.currency)}</td>
                <td className="px-4 py-3">
                  <InvoiceStatusBadge status={row.status} overdue={row.overdue} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PlainListResults>
      <Pagination page={page} pageCount={pageCountOf(invoices.data)} onPageChange={setPage} label={t('billing.workspace.pages')} />
      <AgeingCard />
      {opened ? <InvoiceDetailsById invoiceId={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
