/**
 * A credit note's e-mail to the client's billing contact, with its PDF (rendered when the job runs). Its lines are
 * written as the invoice's e-mail writes them (decision 0102): '- Design: 2.5 hours x $120.00'.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { readerFormat } from '@server/documents/reader-format';
import { clientReader } from '@server/reader-language';
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
  // The client company's language and locale.
  const f = readerFormat(await clientReader(tx, invoice.clientId));
  const { t } = f;
  const lines = note.lines.map((line) =>
    t('mail.invoice.line', {
      description: line.description,
      quantity: line.unit ? `${f.quantity(line.quantityThousandths)} ${line.unit}` : f.quantity(line.quantityThousandths),
      price: f.money(line.unitAmountMinor, invoice.currency),
    }),
  );
  await enqueueMail(deps.jobs, tx, 'email.credit-note', {
    language: f.language,
    to: client!.email,
    subject: t('mail.creditNote.subject', { number: note.number, client: client!.name }),
    text: [
      t('mail.common.hello', { name: client!.contactPerson }),
      '',
      t('mail.creditNote.intro', {
        number: note.number,
        amount: f.money(note.total, invoice.currency),
        invoice: invoice.invoiceNumber ?? '',
      }),
      t('mail.creditNote.reason', { reason: note.reason }),
      '',
      ...lines,
      '',
      t('mail.creditNote.attached'),
      '',
      t('mail.creditNote.portal', { link: `${deps.env.APP_URL}/client-billing` }),
    ].join('\n'),
    attachments: [{ kind: 'credit_note', id: note.id }],
  });
}
