/**
 * A credit note's e-mail to the client's billing contact, with its PDF (rendered when the job runs). Its lines are
 * written as the invoice's e-mail writes them (decision 0102): '- Design: 2.5 hours x $120.00'.
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import { quantityWithUnit } from '@shared/quantity';
import type { AppDeps } from '@server/context';
import { clients } from '@server/db/schema';
import type { Tx } from '@server/db/transaction';
import { enqueueMail } from '@server/jobs/mail-jobs';
import type { LockedInvoice } from './ledger';

export interface CreditNoteMail {
  id: string;
  number: string;
  total: number;
  reason: string;
  lines: ReadonlyArray<{ description: string; quantityThousandths: number; unit: string | null; unitAmountMinor: number }>;
}

/** Queued in the note's transaction, so a refused note sends nothing. */
export async function mailCreditNote(deps: AppDeps, tx: Tx, note: CreditNoteMail, invoice: LockedInvoice) {
  const [client] = await tx
    .select({ name: clients.name, email: clients.email, contactPerson: clients.contactPerson })
    .from(clients)
    .where(eq(clients.id, invoice.clientId));
  const lines = note.lines.map(
    (line) => `- ${line.description}: ${quantityWithUnit(line)} x ${formatMoney(line.unitAmountMinor, invoice.currency)}`,
  );
  await enqueueMail(deps.jobs, tx, 'email.credit-note', {
    to: client!.email,
    subject: `Credit note ${note.number} for ${client!.name}`,
    text: [
      `Hello ${client!.contactPerson},`,
      '',
      `We have issued credit note ${note.number} of ${formatMoney(note.total, invoice.currency)} against invoice ${invoice.invoiceNumber ?? ''}.`,
      `Reason: ${note.reason}`,
      '',
      ...lines,
      '',
      'The credit note is attached.',
      '',
      `Your invoices and credit notes: ${deps.env.APP_URL}/client-billing`,
    ].join('\n'),
    attachments: [{ kind: 'credit_note', id: note.id }],
  });
}
