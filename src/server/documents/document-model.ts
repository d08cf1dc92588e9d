/**
 * What a printed document says (decision 0053): one model for invoices, quotes, credit notes and receipts, built by each feature
 * from its rows and printed by the one renderer in document-pdf.ts. Money is integer minor units, already summed by the
 * rule of src/shared/document-totals.ts: the renderer formats, it never adds up.
 */
import type { TotalsRow, WrittenLine } from '../../shared/document-totals';
import type { Currency } from '../../shared/enums';
import type { Reader } from './reader-format';

export type DocumentKind = 'Invoice' | 'Quote' | 'Credit note' | 'Receipt' | 'Statement';

/** The agency as Settings > Billing names it; a missing legal name prints the app's name. */
export interface DocumentAgency {
  legalName: string;
  address: string | null;
  taxId: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  logo: { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' } | null;
}

export interface DocumentClient {
  name: string;
  contactPerson: string | null;
  email: string | null;
  billingAddress: string | null;
  taxId: string | null;
}

export interface DocumentLine extends WrittenLine {
  /**
   * The line's Amount column: its net (excluding tax), summing to the subtotal, on invoices and credit notes; on a
   * quote quantity x unit price as written (decision 0094), summing to its Subtotal row.
   */
  amountMinor: number;
}

export interface DocumentSection {
  /** Null: lines without a heading (an invoice's, a quote's first block). */
  title: string | null;
  lines: DocumentLine[];
}

export interface DocumentTotalsBlock {
  subtotalMinor: number;
  /** Discounts already taken off the lines, shown for information when above 0. */
  discountMinor: number;
  taxes: Array<{ name: string; rateMillionths: number; inclusive: boolean; taxMinor: number }>;
  /** Lines' totals plus any late fee. */
  totalMinor: number;
  lateFeeMinor?: number;
  amountPaidMinor?: number;
  amountCreditedMinor?: number;
  /** Paid and credited above the total, on the client's credit balance (decision 0093). */
  creditExcessMinor?: number;
  /** What is still owed; printed when given. */
  balanceMinor?: number;
  /** The total's words ('Total' unless given: a receipt's 'Amount received'). */
  totalLabel?: string;
  /** False: no Subtotal row (a receipt's one amount). */
  showSubtotal?: boolean;
  /**
   * The block as rows that read top to bottom (a quote's, decision 0094: Subtotal, Discounts, taxes added, Total, taxes
   * included): printed instead of the Subtotal, Discounts, taxes and Total rows built from the figures above.
   */
  rows?: TotalsRow[];
  /** Rows after the total, as given (a receipt's invoice total, paid to date and balance). */
  summary?: Array<{ label: string; minor: number; bold?: boolean }>;
}

/** An accepted quote's e-signature, printed as a block at the end. */
export interface DocumentSignature {
  signerName: string;
  signedAt: string;
  /** Where it was signed from: the signer's IP address. */
  address: string | null;
  /** SHA-256 of the quote's content as signed (hex). */
  sha256: string;
}

/** A statement's movement (decision 0097): signed amount and the balance after it, printed instead of lines. */
export interface DocumentLedgerRow {
  date: string;
  description: string;
  amountMinor: number;
  balanceMinor: number;
}

export interface DocumentModel {
  kind: DocumentKind;
  /**
   * Whose words and formats it is printed in: the client company's (src/server/reader-language.ts), English when not
   * given. Labels, dates and statuses the builder puts in the model are already in these words.
   */
  reader?: Reader;
  number: string;
  currency: Currency;
  /** Printed in this order under the number: [{ label: 'Issued', value: '2026-11-24' }, { label: 'Due', value: ... }]. */
  dates: Array<{ label: string; value: string }>;
  /** 'Paid', 'Unpaid (overdue)', 'Accepted', ...; null prints nothing. */
  status?: string | null;
  agency: DocumentAgency;
  client: DocumentClient;
  /** The document's description or title, above the lines. */
  title?: string | null;
  sections: DocumentSection[];
  /** A statement's movements: printed as a Date, Description, Amount, Balance table in place of the sections. */
  ledger?: DocumentLedgerRow[];
  totals: DocumentTotalsBlock;
  notes?: string | null;
  terms?: string | null;
  paymentInstructions?: string | null;
  /** A link to pay online (Stripe's hosted page). */
  payOnlineUrl?: string | null;
  footer?: string | null;
  signature?: DocumentSignature | null;
}
