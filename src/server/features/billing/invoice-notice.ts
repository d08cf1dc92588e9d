/**
 * The e-mails of a new invoice (decision 0090). It goes out when the invoice becomes visible to its client (it leaves
 * draft: created open in manual mode, finalized at Stripe, issued by staff), never for a draft (decision 0023). Whoever
 * flips it to issued calls `announceIssuedInvoice` once, in the transaction of that write (which knows it did, see
 * `issuedNow`): the bell's rows and the e-mail jobs commit with it or not at all (decision 0031).
 *
 * Who gets what, so that each person gets one e-mail of an invoice, and it carries the PDF:
 * - the client's billing contact (the client's e-mail address), when staff chose to send it: the invoice itself;
 * - the company's portal users: the invoice_created notification in the bell, and by e-mail (with the PDF) as each
 *   chose, except at the billing contact's address when the invoice itself was sent there.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceDto } from '@shared/schemas/billing';
import type { AppDeps } from '../../context';
import { clients, invoices, users } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { enqueueMail } from '../../jobs/mail-jobs';
import { notify } from '../../notifications/notify';
import { loadInvoices } from './read-billing';
import { loadPaymentInstructions } from '../../documents/document-agency';
import { paymentTermsWords } from '../../documents/document-words';
import { readerFormat, type ReaderFormat } from '../../documents/reader-format';
import { clientReader } from '../../reader-language';

/** The announcement's words in one reader's language: each portal user's bell row and e-mail. */
function announcement(f: ReaderFormat, invoice: InvoiceDto, clientName: string) {
  const amount = f.money(invoice.amountMinor, invoice.currency);
  const due = f.day(invoice.dueDate);
  return {
    title: f.t('mail.invoiceCreated.title', { number: invoice.invoiceNumber ?? '', client: clientName }).replace('  ', ' '),
    body: f.t('mail.invoiceCreated.body', { amount, due }),
    text: [
      f.t('mail.invoiceCreated.text', { amount, client: clientName, due }),
      ...(invoice.hostedInvoiceUrl ? ['', f.t('mail.invoiceCreated.payAtStripe', { link: invoice.hostedInvoiceUrl })] : []),
    ].join('\n'),
  };
}

interface BillingContact {
  name: string;
  email: string;
  contactPerson: string;
}

async function billingContactOf(db: DbOrTx, clientId: string): Promise<BillingContact | null> {
  const [client] = await db
    .select({ name: clients.name, email: clients.email, contactPerson: clients.contactPerson })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client ?? null;
}

export async function announceIssuedInvoice(
  deps: AppDeps,
  db: Tx,
  invoiceId: string,
  actorId: string | null,
  options: { mailBillingContact: boolean },
): Promise<void> {
  const [invoice] = await loadInvoices(db, eq(invoices.id, invoiceId));
  if (!invoice?.issuedAt) return;
  const client = await billingContactOf(db, invoice.clientId);
  const clientName = client?.name ?? '';
  const mailed = options.mailBillingContact && !!client?.email;
  if (mailed) await mailInvoice(deps, db, client!, invoice);
  await notify(
    deps,
    {
      kind: 'invoice_created',
      to: { clientId: invoice.clientId },
      actorId,
      words: (f) => announcement(f, invoice, clientName),
      link: '/client-billing',
      entityType: 'invoice',
      entityId: invoice.id,
      attachments: [{ kind: 'invoice', id: invoice.id }],
      noMailTo: mailed ? [client!.email] : [],
    },
    db,
  );
}

/**
 * Staff asked to send an invoice that was announced before (Stripe's webhook finalized it before Stripe's answer to
 * the creation was stored): the billing contact is sent it, unless that address is one of the company's active portal
 * users, who had the notification's e-mail with the PDF already.
 */
export async function mailAnnouncedInvoice(deps: AppDeps, db: Tx, invoiceId: string): Promise<void> {
  const [invoice] = await loadInvoices(db, eq(invoices.id, invoiceId));
  if (!invoice?.issuedAt) return;
  const client = await billingContactOf(db, invoice.clientId);
  if (!client?.email) return;
  const [portalUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, invoice.clientId), eq(users.status, 'active'), sql`lower(${users.email}) = lower(${client.email})`))
    .limit(1);
  if (!portalUser) await mailInvoice(deps, db, client, invoice);
}

/** The invoice itself, to the client's billing contact, with its PDF (rendered when the job runs). */
async function mailInvoice(deps: AppDeps, db: DbOrTx, client: BillingContact, invoice: InvoiceDto) {
  const link = invoice.hostedInvoiceUrl ?? `${deps.env.APP_URL}/client-billing`;
  // The client company's language and locale (src/server/reader-language.ts).
  const f = readerFormat(await clientReader(db, invoice.clientId));
  const { t } = f;
  const lines = invoice.items.map((i) => {
    const words = {
      description: i.description,
      quantity: i.unit ? `${f.quantity(i.quantityThousandths)} ${i.unit}` : f.quantity(i.quantityThousandths),
      price: f.money(i.unitAmountMinor, invoice.currency),
      rate: f.rate(i.discountBasisPoints),
    };
    return i.discountBasisPoints > 0 ? t('mail.invoice.lineWithDiscount', words) : t('mail.invoice.line', words);
  });
  const terms = [
    ...(invoice.poNumber ? [t('mail.invoice.poNumber', { po: invoice.poNumber })] : []),
    ...(invoice.paymentTermsDays !== null
      ? [t('mail.invoice.paymentTerms', { terms: paymentTermsWords(f, invoice.paymentTermsDays) })]
      : []),
  ];
  const number = invoice.invoiceNumber ?? '';
  // Without Stripe's page, how to pay by hand, in the invoice's currency (decision 0100).
  const instructions = invoice.hostedInvoiceUrl ? null : (await loadPaymentInstructions(db, f.language))(invoice.currency);
  await enqueueMail(deps.jobs, db, 'email.invoice', {
    language: f.language,
    to: client.email,
    subject: t('mail.invoice.subject', { number, client: client.name }).replace('  ', ' '),
    text: [
      t('mail.common.hello', { name: client.contactPerson }),
      '',
      t('mail.invoice.intro', { number, amount: f.money(invoice.amountMinor, invoice.currency), due: f.day(invoice.dueDate) }).replace(
        '  ',
        ' ',
      ),
      '',
      ...lines,
      ...(terms.length ? ['', ...terms] : []),
      ...(instructions ? ['', t('mail.common.howToPay'), instructions] : []),
      '',
      invoice.hostedInvoiceUrl ? t('mail.invoice.viewAndPay', { link }) : t('mail.invoice.view', { link }),
    ].join('\n'),
    attachments: [{ kind: 'invoice', id: invoice.id }],
  });
}
