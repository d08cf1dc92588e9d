/**
 * Invoice time and expenses: a client's unbilled billable time and approved billable expenses turned into an invoice
 * (docs/decisions/0049-invoice-time.md, docs/decisions/0119-invoicing-expenses.md).
 */
import { InvoiceDto } from '../schemas/billing';
import {
  CreateTimeInvoiceInput,
  InvoiceTimeSetting,
  TimeInvoicePreview,
  TimeInvoicePreviewInput,
  UpdateInvoiceTimeSettingInput,
} from '../schemas/time-invoice';
import { endpoint } from './endpoint';

const tag = 'Invoices';
const WHO = "Admins (`invoices.create`); client users 403 (404 for another company's); other staff 403.";
const WHAT =
  "The client's billable entries not yet on an invoice, worked between `from` and `to` (approved ones only, or also open and submitted ones " +
  'with `includeUnapproved`, by default the workspace setting; never a running timer), each rounded and priced at its own rate, grouped into lines. ' +
  'Time in several currencies needs `currency` (409 without it). Entries priced at 0 are left out and stay unbilled. ' +
  "Also the client's approved, billable expenses not yet invoiced, dated in the range, in the invoice's currency (the one chosen, else the " +
  "time's, else the expenses' own): one line each at its cost before tax plus its markup, quantity 1, taxed by the expense's rate as the " +
  "invoice's sales tax; `leaveOutExpenseIds` leaves some out (they stay unbilled).";

export const timeInvoiceApi = {
  preview: endpoint({
    method: 'post',
    path: '/clients/{id}/time-invoice/preview',
    tag,
    summary: 'Preview an invoice of unbilled time and expenses',
    description: `${WHAT} Writes nothing. ${WHO}`,
    access: 'signed-in',
    body: TimeInvoicePreviewInput,
    reply: TimeInvoicePreview,
  }),
  create: endpoint({
    method: 'post',
    path: '/clients/{id}/time-invoice',
    tag,
    summary: 'Invoice unbilled time and expenses',
    description:
      `${WHAT} Creates the invoice as \`POST /clients/{id}/invoices\` does (manual or Stripe) and marks its entries and expenses invoiced in ` +
      "the same transaction. 409 when the entries or expenses differ from the preview's `fingerprint` (review it again), or another invoice " +
      `took them first. Voiding or deleting the invoice returns its entries and expenses. ${WHO}`,
    access: 'signed-in',
    body: CreateTimeInvoiceInput,
    reply: InvoiceDto,
    status: 201,
  }),
  setting: endpoint({
    method: 'get',
    path: '/settings/invoice-time',
    tag,
    summary: 'Whether invoicing time takes unapproved time by default',
    description: 'The workspace default of `includeUnapproved`. Admins (`invoices.create`); everyone else 403.',
    access: 'invoices.create',
    reply: InvoiceTimeSetting,
  }),
  updateSetting: endpoint({
    method: 'put',
    path: '/settings/invoice-time',
    tag,
    summary: 'Change whether invoicing time takes unapproved time by default',
    description: 'Recorded in the audit log. Admins (`invoices.create`); everyone else 403.',
    access: 'invoices.create',
    body: UpdateInvoiceTimeSettingInput,
    reply: InvoiceTimeSetting,
  }),
};
