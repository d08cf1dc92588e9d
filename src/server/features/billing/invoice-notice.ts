/**
 * The invoice_created notification to the client's portal users. It goes out when the invoice becomes visible to them
 * (it leaves draft: created open in manual mode, finalized at Stripe, issued by staff), never for a draft (decision
 * 0023). Whoever flips it to issued calls this once, in the transaction of that write (which knows it did, see
 * `issuedNow`): the bell's rows and the e-mail jobs commit with it or not at all (decision 0031).
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import type { AppDeps } from '../../context';
import { clients, invoices } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notify } from '../../notifications/notify';
import { loadInvoices } from './read-billing';

export async function announceIssuedInvoice(deps: AppDeps, db: Tx, invoiceId: string, actorId: string | null): Promise<void> {
  const [invoice] = await loadInvoices(db, eq(invoices.id, invoiceId));
  if (!invoice?.issuedAt) return;
  const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, invoice.clientId));
  const clientName = client?.name ?? '';
  // The billing contact's e-mail ('Send email to client') is the invoice itself; this tells the company's portal users.
  await notify(
    deps,
    {
      kind: 'invoice_created',
      to: { clientId: invoice.clientId },
      actorId,
      title: `New invoice ${invoice.invoiceNumber ?? ''} for ${clientName}`.replace('  ', ' '),
      body: `An invoice of ${formatMoney(invoice.amountMinor, invoice.currency)} is due on ${invoice.dueDate}.`,
      mailText: [
        `An invoice of ${formatMoney(invoice.amountMinor, invoice.currency)} for ${clientName} is due on ${invoice.dueDate}.`,
        ...(invoice.hostedInvoiceUrl ? ['', `View and pay it at Stripe: ${invoice.hostedInvoiceUrl}`] : []),
      ].join('\n'),
      link: '/client-billing',
      entityType: 'invoice',
      entityId: invoice.id,
    },
    db,
  );
}
