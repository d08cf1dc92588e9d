/**
 * What this feature needs of others, handed in by the app layer (src/server/app.ts), since features do not import
 * each other: billing's one way of making an invoice (numbers, e-mail, Stripe), the quotes feature's check of an
 * e-mailed link's token, and the webhook events whose payloads other features read.
 */
import type { Currency } from '@shared/enums';
import type { AppDeps, CurrentUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { ApprovalState } from '@shared/schemas/milestone-approvals';

export interface DepositInvoiceInput {
  currency: Currency;
  description: string | null;
  dueDate: string;
  sendEmail: boolean;
  lines: Array<{ description: string; quantityThousandths: number; unitAmountMinor: number; taxRateId?: string | null }>;
  /** The lines' tax rates are used as named, even when edited or archived since (the quote's own rates). */
  exactTaxVersions?: boolean;
}

/** billing's createInvoiceOfLines: `withinCreation` runs in the transaction that inserts the invoice. */
export type CreateInvoiceOfLines = (
  deps: AppDeps,
  user: CurrentUser,
  client: { id: string; name: string; email: string; contactPerson: string },
  input: DepositInvoiceInput,
  withinCreation: (tx: Tx, invoiceId: string) => Promise<void>,
) => Promise<{ id: string }>;

export type LinkCheck = { quoteId: string } | { problem: 'expired' | 'invalid' };

export interface QuoteAcceptancePorts {
  createInvoiceOfLines: CreateInvoiceOfLines;
  /** The quotes feature's `quote.accepted` webhook event, in the signature's transaction (docs/decisions/0061-webhook-events-from-every-change.md). */
  quoteAccepted: (tx: Tx, quoteId: string) => Promise<void>;
  /** The tasks feature's `task.created` event, for each task a conversion makes, in its transaction. */
  taskCreated: (tx: Tx, taskId: string) => Promise<void>;
  /** The milestones feature's state of a milestone's latest approval (null: nobody asked), decision 0099. */
  milestoneApprovalState: (db: DbOrTx, milestoneId: string) => Promise<ApprovalState | null>;
  /** The e-mailed link's token: the quote it names, or why it cannot be used. */
  verifyLinkToken: (token: string) => LinkCheck;
}
