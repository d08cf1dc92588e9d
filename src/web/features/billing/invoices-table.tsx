import { Eye } from 'lucide-react';
import { msg } from '../../lib/i18n';
import { t } from '../../lib/messages/invoices';
import { formatDate, formatMoney } from '../../lib/format';
import type { InvoiceDto } from '@shared/schemas/billing';
import { Button } from '../../components/button';
import { PhoneCardList } from '../../components/phone-card-list';
import { TableHead, type TableHeadColumn } from '../../components/table-head';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PayNowButton } from './pay-now-button';

const RIGHT = 'text-right';
const INVOICE_COLUMNS = [
  { label: msg('invoices.table.invoice') },
  { label: msg('invoices.table.issued') },
  { label: msg('invoices.table.amount'), className: RIGHT },
  { label: msg('invoices.table.status') },
  { label: msg('invoices.table.dueDate') },
  { label: msg('invoices.table.actions'), className: RIGHT },
] as const;

const invoiceColumns = (): TableHeadColumn[] => INVOICE_COLUMNS.map((column) => ({ ...column, label: t(column.label) }));

export interface InvoicesTableProps {
  invoices: InvoiceDto[];
  onDetails: (invoice: InvoiceDto) => void;
}

function InvoiceActions({ invoice, onDetails }: { invoice: InvoiceDto; onDetails: (invoice: InvoiceDto) => void }) {
  return (
    <div className="flex justify-end gap-2">
      <PayNowButton invoice={invoice} size="sm" />
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onDetails(invoice)}
        aria-label={t('invoices.table.detailsOf', { number: invoice.invoiceNumber ?? t('invoices.draft') })}
      >
        <Eye aria-hidden />
        {t('invoices.table.details')}
      </Button>
    </div>
  );
}

/** What is left to pay, under the amount, once part of it is paid or credited (decision 0054). */
function Balance({ invoice }: { invoice: InvoiceDto }) {
  if (invoice.status === 'draft' || invoice.status === 'void' || invoice.status === 'paid' || invoice.balanceMinor === invoice.amountMinor)
    return null;
  return (
    <span className="block text-xs font-normal text-muted-foreground">
      {t('invoices.table.balance', { amount: formatMoney(invoice.balanceMinor, invoice.currency) })}
    </span>
  );
}

/** A draft was never issued: its card says so instead of an issue date. */
const issuedLine = (invoice: InvoiceDto) =>
  invoice.issuedAt ? t('invoices.table.issuedOn', { date: formatDate(invoice.issuedAt) }) : t('invoices.table.notIssuedYet');

/** On a phone each invoice is a card, so its amount and Pay Now are in view without scrolling sideways. */
function InvoiceCards({ invoices, onDetails }: InvoicesTableProps) {
  return (
    <PhoneCardList label={t('invoices.table.cards')} items={invoices} itemClassName="space-y-2 px-4 py-3 text-sm">
      {(invoice) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium">{invoice.invoiceNumber ?? t('invoices.draft')}</p>
              {invoice.description ? <p className="truncate text-xs text-muted-foreground">{invoice.description}</p> : null}
            </div>
            <p className="font-semibold whitespace-nowrap tabular-nums">
              {formatMoney(invoice.amountMinor, invoice.currency)}
              <Balance invoice={invoice} />
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
            <span>{issuedLine(invoice)}</span>
            <span>{t('invoices.table.dueOn', { date: formatDate(invoice.dueDate) || '—' })}</span>
          </div>
          <InvoiceActions invoice={invoice} onDetails={onDetails} />
        </>
      )}
    </PhoneCardList>
  );
}

/** 'Invoices (n)': newest first, as the server sends them. Pay Now only where Stripe gave a hosted page. */
export function InvoicesTable({ invoices, onDetails }: InvoicesTableProps) {
  if (!invoices.length) return <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t('invoices.table.empty')}</p>;
  return (
    <>
      <InvoiceCards invoices={invoices} onDetails={onDetails} />
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <TableHead
            columns={invoiceColumns()}
            className="border-b border-border text-xs text-muted-foreground uppercase"
            cellClassName="px-4 py-2"
          />
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3">
                  <span className="font-medium">{invoice.invoiceNumber ?? t('invoices.draft')}</span>
                  {invoice.description ? (
                    <span className="block max-w-64 truncate text-xs text-muted-foreground">{invoice.description}</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {invoice.issuedAt ? formatDate(invoice.issuedAt) : t('invoices.table.notIssued')}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(invoice.amountMinor, invoice.currency)}
                  <Balance invoice={invoice} />
                </td>
                <td className="px-4 py-3">
                  <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(invoice.dueDate) || '—'}</td>
                <td className="px-4 py-3">
                  <InvoiceActions invoice={invoice} onDetails={onDetails} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
