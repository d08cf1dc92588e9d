/**
 * Sending a quote (decision 0055), one transaction: a lead's quote first turns the lead into a client (the leads
 * feature's conversion) whose contact becomes its primary contact, invited when not yet a user; then the company's
 * primary contacts are e-mailed a signed link to the quote, its users notified, and each step written to the activity
 * log. Sending a sent or viewed quote again re-sends the same version's link.
 */
import type { Currency } from '@shared/enums';
import { and, count, eq, inArray } from 'drizzle-orm';
import { quoteSendConflict } from '@shared/policies/quotes';
import type { SendQuoteReply } from '@shared/schemas/quotes';
import { recordActivity } from '../../activity';
import { sendInvitation } from '../../auth/invitation';
import { createRecordedAccount } from '../../auth/new-account';
import type { AppDeps, CurrentUser } from '../../context';
import { clients, contactSubmissions, quoteItems, quotes, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import { enqueueMail } from '../../jobs/mail-jobs';
import { notify } from '../../notifications/notify';
import { readerFormat } from '../../documents/reader-format';
import { clientReader } from '../../reader-language';
import type { QuotePorts } from './ports';
import { quoteLink } from './quote-link';
import { loadQuoteDto, todayOf, type QuoteRecord } from './quote-rows';

/**
 * The lead's client: the one it was converted into, or a new one now, billed in the quote's currency (its deposit and
 * every later invoice follow the client's currency).
 */
async function clientOfLead(
  ports: QuotePorts,
  tx: Tx,
  user: CurrentUser,
  { leadId, currency }: { leadId: string; currency: Currency },
): Promise<{ clientId: string; converted: boolean }> {
  const [lead] = await tx
    .select({ clientId: contactSubmissions.clientId })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  if (!lead) throw conflict('errors.quotes.leadQuoteLongerExists');
  if (lead.clientId) return { clientId: lead.clientId, converted: false };
  const { client } = await ports.convertLead(tx, user, leadId, currency);
  return { clientId: client.id, converted: true };
}

/**
 * The company's primary contacts who can be written to. With none, the client's contact (or the lead's) is made one,
 * invited to choose a password, unless their e-mail is already someone's account; then the client's e-mail is used.
 */
async function primaryContacts(deps: AppDeps, ports: QuotePorts, tx: Tx, user: CurrentUser, quote: QuoteRecord, clientId: string) {
  const active = () =>
    tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.clientId, clientId), eq(users.role, 'client_primary'), inArray(users.status, ['active', 'pending'])));
  const found = await active();
  if (found.length) return found;
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  const [lead] = quote.leadId ? await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, quote.leadId)) : [];
  const email = (lead?.email ?? client!.email).toLowerCase();
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) return [{ id: null, email: client!.email, firstName: client!.contactPerson }];
  const [firstName, ...rest] = (lead ? `${lead.firstName} ${lead.lastName}` : client!.contactPerson).trim().split(/\s+/);
  const lastName = rest.join(' ') || '-';
  await createRecordedAccount(
    tx,
    { email, firstName: firstName ?? 'Client', lastName, role: 'client_primary', status: 'pending', clientId, invite: true },
    (account) => ({
      actorId: user.id,
      action: 'user.invited',
      entityType: 'user',
      entityId: account.id,
      clientId,
      summary: `Invited ${firstName} ${lastName} as Primary Contact of ${client!.name} to read quote ${quote.quoteNumber}`,
    }),
    (db, userId) =>
      sendInvitation(deps, userId, (link) => ports.invitationMail({ email, firstName: firstName ?? '', company: client!.name }, link), db),
  );
  return active();
}

export async function sendQuote(
  deps: AppDeps,
  ports: QuotePorts,
  user: CurrentUser,
  id: string,
  now = new Date(),
): Promise<SendQuoteReply> {
  return deps.database.db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    if (!quote) throw notFound('errors.notFound.quote');
    const [{ n }] = (await tx.select({ n: count() }).from(quoteItems).where(eq(quoteItems.quoteId, id))) as [{ n: number }];
    const refusal = quoteSendConflict({ ...quote, itemCount: Number(n) }, todayOf(now));
    if (refusal) throw conflict(refusal);

    let clientId = quote.clientId;
    let convertedClientId: string | null = null;
    if (!clientId) {
      const party = await clientOfLead(ports, tx, user, { leadId: quote.leadId!, currency: quote.currency as Currency });
      clientId = party.clientId;
      if (party.converted) convertedClientId = clientId;
    }
    const contacts = await primaryContacts(deps, ports, tx, user, quote, clientId);
    const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
    const resend = quote.status !== 'draft';
    const [sent] = await tx
      .update(quotes)
      .set({ clientId, status: resend ? quote.status : 'sent', sentAt: now, updatedAt: now })
      .where(eq(quotes.id, id))
      .returning();

    const link = quoteLink(deps.env.APP_URL, deps.env.AUTH_SECRET, id, sent!.validUntil);
    // The client company's language and locale (the quote is the company's).
    const f = readerFormat(await clientReader(tx, clientId));
    const { t } = f;
    const total = f.money(sent!.totalMinor, sent!.currency);
    const quoteWords = { number: sent!.quoteNumber, title: sent!.title };
    for (const contact of contacts) {
      await enqueueMail(deps.jobs, tx, 'email.quote', {
        language: f.language,
        to: contact.email,
        subject: t('mail.quote.subject', quoteWords),
        text: [
          t('mail.common.hello', { name: contact.firstName }),
          '',
          t('mail.quote.intro', {
            ...quoteWords,
            client: client!.name,
            version: sent!.version,
            total,
            validUntil: f.day(sent!.validUntil),
          }),
          '',
          t('mail.quote.answer', { link }),
          '',
          t('mail.quote.expiry'),
        ].join('\n'),
      });
    }
    await notify(
      deps,
      {
        kind: 'quote_sent',
        to: { clientId },
        actorId: user.id,
        words: (w) => ({
          title: w.t('mail.quoteSent.title', quoteWords),
          body: w.t('mail.quoteSent.body', { total: w.money(sent!.totalMinor, sent!.currency), validUntil: w.day(sent!.validUntil) }),
        }),
        link: `/quotes/${id}`,
        entityType: 'quote',
        entityId: id,
      },
      tx,
    );
    await recordActivity(tx, {
      actorId: user.id,
      action: resend ? 'quote.resent' : 'quote.sent',
      entityType: 'quote',
      entityId: id,
      clientId,
      summary: `${resend ? 'Sent again' : 'Sent'} quote ${sent!.quoteNumber} (version ${sent!.version}) to ${contacts.map((c) => c.email).join(', ')}`,
      metadata: { version: sent!.version, recipients: contacts.map((c) => c.email) },
    });
    return { quote: await loadQuoteDto(tx, user, sent!, now), convertedClientId, recipients: contacts.map((c) => c.email) };
  });
}
