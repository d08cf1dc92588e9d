/** The Invoices workspace (decision 0092): every client's invoices, their figures and the receivables' ageing. */
import {
  Ageing,
  BulkRemindersResult,
  InvoiceBulkInput,
  InvoiceExportQuery,
  InvoiceList,
  InvoiceListQuery,
  InvoicePdfsQuery,
} from '../schemas/invoices';
import { endpoint, fileOf } from './endpoint';

const tag = 'Invoices';
const WHO = 'Staff who read financials (`financials.view`); everyone else 403.';

export const invoicesApi = {
  list: endpoint({
    method: 'get',
    path: '/invoices',
    tag,
    summary: "Every client's invoices, newest first",
    description:
      'Paged; filter by status, client, currency, issue period (`from`, `to`) and `overdue`; search by invoice number or client ' +
      `name. \`figures\` are the ledger's (drafts and void invoices count in none) for everything the filters pick, per currency. ${WHO}`,
    access: 'financials.view',
    query: InvoiceListQuery,
    reply: InvoiceList,
  }),
  // Before '/invoices/{id}', which would take 'export.csv' or 'ageing' for an id.
  exportCsv: endpoint({
    method: 'get',
    path: '/invoices/export.csv',
    tag,
    summary: 'Export invoices as CSV',
    description: `Every invoice the list would show with the same filters and search (no paging), newest first; amounts as decimals in each invoice's currency. ${WHO}`,
    access: 'financials.view',
    query: InvoiceExportQuery,
    reply: fileOf('text/csv'),
  }),
  ageing: endpoint({
    method: 'get',
    path: '/invoices/ageing',
    tag,
    summary: 'Receivables ageing per currency',
    description: `What is outstanding, by days past the due date: current (not yet due), 1-30, 31-60, 61-90 and over 90, per currency. ${WHO}`,
    access: 'financials.view',
    reply: Ageing,
  }),
  // Before '/invoices/{id}', as above.
  pdfs: endpoint({
    method: 'get',
    path: '/invoices/pdfs.zip',
    tag,
    summary: 'Download invoices as PDFs, in one ZIP',
    description: `The PDFs of the invoices named in \`ids\` (comma-separated, at most 50), each as its own download would be. 404 when one is not found. ${WHO}`,
    access: 'financials.view',
    query: InvoicePdfsQuery,
    reply: fileOf('application/zip'),
  }),
  sendReminders: endpoint({
    method: 'post',
    path: '/invoices/reminders',
    tag,
    summary: 'Send payment reminders now',
    description:
      "A reminder for each chosen invoice that is still owed, to its client's billing address and primary contacts, as the " +
      "schedule's reminders are sent (queued, each in the invoice's history). An invoice that owes nothing, has no due date, " +
      'whose client turned reminders off, or that was reminded today is skipped, with the reason. Admins who create invoices.',
    access: 'invoices.create',
    body: InvoiceBulkInput,
    reply: BulkRemindersResult,
  }),
};
