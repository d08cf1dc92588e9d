/** The Invoices workspace (decision 0092): every client's invoices, their figures and the receivables' ageing. */
import { Ageing, InvoiceExportQuery, InvoiceList, InvoiceListQuery } from '../schemas/invoices';
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
};
