/**
 * The plain journal (docs/decisions/0123-accounting-exports.md): every document of the period as double-entry rows,
 * balanced per document and so per currency. Per document one row per account and side, in the order posted:
 * - invoice: receivables debited its total; sales (or late fees) and each rate's tax account credited;
 * - credit note: credit notes and each rate's tax account debited, receivables credited its total;
 * - payment: the method's account debited, receivables credited (a refund the reverse);
 * - a client's credit: an excess moves from receivables to the clients' credit account, a refund of it out to the bank;
 * - expense: its category's account debited its net, input tax its tax, expenses payable credited both.
 */
import { creditNoteFileLines, expenseNumber, invoiceFileLines, money, type FileLine } from './document-lines';
import type { ExportCreditNote, ExportExpense, ExportInvoice, ExportMoney } from './export-rows';
import type { Accounts } from './mapping';

export const JOURNAL_COLUMNS = ['Date', 'Account', 'Debit', 'Credit', 'Reference', 'Description', 'Currency'];

interface Posting {
  account: string;
  side: 'debit' | 'credit';
  amountMinor: number;
}

interface Entry {
  date: string;
  /** Orders entries of one day: documents before the money on them, expenses last. */
  rank: number;
  reference: string;
  description: string;
  currency: string;
  postings: Posting[];
}

/** Adds to the account's posting on that side (a negative amount posts to the other side), keeping first-seen order. */
function post(postings: Posting[], account: string, side: Posting['side'], amountMinor: number) {
  if (amountMinor === 0) return;
  const s = amountMinor < 0 ? (side === 'debit' ? 'credit' : 'debit') : side;
  const found = postings.find((p) => p.account === account && p.side === s);
  if (found) found.amountMinor += Math.abs(amountMinor);
  else postings.push({ account, side: s, amountMinor: Math.abs(amountMinor) });
}

/** The lines' nets to their revenue (or returns) account and their tax to each rate's tax account, on one side. */
function postLines(postings: Posting[], lines: FileLine[], side: Posting['side'], revenue: string, accounts: Accounts) {
  for (const l of lines) post(postings, l.kind === 'late_fee' ? accounts.fixed('late_fees') : revenue, side, l.netMinor);
  for (const l of lines) post(postings, accounts.taxAccount(l.familyId), side, l.taxMinor);
}

function invoiceEntry(i: ExportInvoice, accounts: Accounts): Entry {
  const postings: Posting[] = [];
  post(postings, accounts.fixed('receivables'), 'debit', i.amountMinor);
  postLines(postings, invoiceFileLines(i), 'credit', accounts.fixed('sales'), accounts);
  return {
    date: i.issuedOn,
    rank: 0,
    reference: i.number,
    description: `Invoice ${i.number}, ${i.clientName}`,
    currency: i.currency,
    postings,
  };
}

function creditNoteEntry(n: ExportCreditNote, accounts: Accounts): Entry {
  const postings: Posting[] = [];
  postLines(postings, creditNoteFileLines(n), 'debit', accounts.fixed('credit_notes'), accounts);
  post(postings, accounts.fixed('receivables'), 'credit', n.totalMinor);
  const description = `Credit note ${n.number} on ${n.invoiceNumber}, ${n.clientName}`;
  return { date: n.issuedOn, rank: 1, reference: n.number, description, currency: n.currency, postings };
}

const MONEY_WORDS: Record<ExportMoney['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  credit_excess: 'Credit balance from',
  credit_refund: 'Credit balance refunded',
};

/** Each move's own reference (its id's start), so a payment's rows never join another's under its invoice's number. */
const MONEY_PREFIX: Record<ExportMoney['kind'], string> = { payment: 'PAY', refund: 'RFD', credit_excess: 'CRB', credit_refund: 'CRR' };

function moneyEntry(m: ExportMoney, accounts: Accounts): Entry {
  const postings: Posting[] = [];
  const receivables = accounts.fixed('receivables');
  const credit = accounts.fixed('customer_credit');
  const method = accounts.payment(m.method ?? 'other');
  const [debit, creditTo] =
    m.kind === 'payment'
      ? [method, receivables]
      : m.kind === 'refund'
        ? [receivables, method]
        : m.kind === 'credit_excess'
          ? [receivables, credit]
          : [credit, method];
  post(postings, debit, 'debit', m.amountMinor);
  post(postings, creditTo, 'credit', m.amountMinor);
  const on = m.invoiceNumber ? ` ${m.kind === 'credit_excess' ? '' : 'on '}${m.invoiceNumber}` : '';
  const description = `${MONEY_WORDS[m.kind]}${on}, ${m.clientName}${m.reference ? ` (${m.reference})` : ''}`;
  const reference = `${MONEY_PREFIX[m.kind]}-${m.id.slice(0, 8).toUpperCase()}`;
  return { date: m.paidOn, rank: 2, reference, description, currency: m.currency, postings };
}

function expenseEntry(e: ExportExpense, accounts: Accounts): Entry {
  const postings: Posting[] = [];
  post(postings, accounts.category(e.categoryId), 'debit', e.netMinor);
  post(postings, accounts.fixed('input_tax'), 'debit', e.taxMinor);
  post(postings, accounts.fixed('expenses_payable'), 'credit', e.netMinor + e.taxMinor);
  const description = `Expense: ${e.description}${e.vendor ? `, ${e.vendor}` : ''}`;
  return { date: e.expenseDate, rank: 3, reference: expenseNumber(e.id), description, currency: e.currency, postings };
}

export interface JournalInput {
  invoices: ExportInvoice[];
  creditNotes: ExportCreditNote[];
  money: ExportMoney[];
  expenses: ExportExpense[];
}

export function journalRows(input: JournalInput, accounts: Accounts): unknown[][] {
  const entries: Entry[] = [
    ...input.invoices.map((i) => invoiceEntry(i, accounts)),
    ...input.creditNotes.map((n) => creditNoteEntry(n, accounts)),
    ...input.money.map((m) => moneyEntry(m, accounts)),
    ...input.expenses.map((e) => expenseEntry(e, accounts)),
  ];
  // Stable: the reads come in order, and a stable sort keeps it within a day and kind.
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank);
  return entries.flatMap((e) =>
    e.postings.map((p) => [
      e.date,
      p.account,
      p.side === 'debit' ? money(p.amountMinor, e.currency) : '',
      p.side === 'credit' ? money(p.amountMinor, e.currency) : '',
      e.reference,
      e.description,
      e.currency,
    ]),
  );
}
