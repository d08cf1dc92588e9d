/**
 * What is sent to a client company is in the company's language and locale (src/server/reader-language.ts): a Spanish
 * client's invoice PDF, invoice e-mail and payment reminder are in Spanish with es-MX amounts and days, a German
 * client's invoice PDF and e-mail are in German with de-DE amounts ("1.234,50 €"), and its portal users' notification
 * e-mails follow them. English stays as it was (the other billing tests assert it word for word). The agency's own
 * texts (payment instructions, footer) follow the company's language where the agency wrote them in it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { sweepReminders } from '@server/features/billing/reminders/reminder-sweep';
import { readOutbox, type OutboxEntry } from '@server/integrations/mail';
import { pdfText } from '../support/pdf-text';
import { createTestApp, type TestApp } from '../support/harness';
import { asAdmin } from './billing-helpers';
import { at, makeClient, makeInvoice, plusDays, setSettings, settleDemoInvoices } from './reminders-helpers';

let t: TestApp;
/** es-MX writes a dollar amount with a no-break space after the code. */
const USD = 'USD\u00a01,234.50';

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A client company of its own speaking `language`, billed in `currency`, with its own billing address. */
async function clientSpeaking(language: string, locale: string, currency: string) {
  const tag = randomUUID().slice(0, 8);
  const email = `billing-${tag}@client.example`;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into clients (name, contact_person, email, status, currency, language, locale)
        values (${`Cliente ${tag}`}, 'Rita Payer', ${email}, 'active', ${currency}, ${language}, ${locale}) returning id`,
  );
  return { id: row!.id, email };
}

async function sendInvoice(clientId: string, currency: string, dueDate: string) {
  const res = await t.request(`/api/clients/${clientId}/invoices`, {
    body: { currency, description: 'Sprint 12', dueDate, sendEmail: true, items: [{ description: 'Diseño', quantity: 1, amount: 1234.5 }] },
    cookie: await asAdmin(t),
  });
  expect(res.status, res.text).toBe(201);
  await t.jobsSettled();
  return res.json as { id: string; invoiceNumber: string };
}

const mailTo = (address: string): OutboxEntry[] => readOutbox(outboxDir(t.env)).filter((m) => m.to.includes(address));

async function pdfOf(mail: OutboxEntry): Promise<string> {
  const file = mail.attachments?.[0];
  expect(file?.contentType).toBe('application/pdf');
  return pdfText(Buffer.from(file!.contentBase64, 'base64'));
}

describe('a Spanish client (es, es-MX)', () => {
  it('gets its invoice e-mail and PDF in Spanish, with es-MX amounts and days', async () => {
    const client = await clientSpeaking('es', 'es-MX', 'USD');
    const invoice = await sendInvoice(client.id, 'USD', '2031-03-20');
    const [mail] = mailTo(client.email);
    expect(mail!.subject).toBe(`Factura ${invoice.invoiceNumber} para ${await nameOf(client.id)}`);
    expect(mail!.text).toContain('Hola, Rita Payer:');
    // Marked as Spanish, so a mail client offers no translation and a screen reader reads it with a Spanish voice.
    expect(mail!.headers['Content-Language']).toBe('es');
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.text).toContain(`Le enviamos adjunta la factura ${invoice.invoiceNumber} por ${USD}, con vencimiento el 20/03/2031.`);
    expect(mail!.text).toContain(`- Diseño: 1 x ${USD}`);

    const pdf = await pdfOf(mail!);
    expect(pdf).toContain(`Factura ${invoice.invoiceNumber}`);
    expect(pdf).toContain('FACTURA');
    expect(pdf).toContain('Facturar a');
    expect(pdf).toContain('Precio unitario');
    expect(pdf).toContain('Saldo pendiente');
    expect(pdf).toContain('Vencimiento: 20/03/2031');
    expect(pdf).toContain('Pendiente de pago');
    expect(pdf).toMatch(/USD\s1,234\.50/);
    expect(pdf).toContain('Página 1 de 1');
    expect(pdf).not.toContain('Balance due');
  });

  it('is reminded of an overdue invoice in Spanish', async () => {
    await setSettings(t, {});
    await settleDemoInvoices(t);
    const client = await makeClient(t);
    await queryRows(t.database.db, sql`update clients set language = 'es', locale = 'es-MX' where id = ${client.id}`);
    const due = '2031-05-20';
    const invoice = await makeInvoice(t, client.id, { dueDate: due, issuedOn: plusDays(due, -30), amountMinor: 123_450 });
    await sweepReminders(t.deps, at(plusDays(due, 7)));
    await t.jobsSettled();
    const reminders = mailTo(client.email).filter((m) => m.subject.includes(invoice.number));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(new RegExp(`^Vencida: factura ${invoice.number} para Reminder Co `));
    expect(reminders[0]!.text).toContain(`Le recordamos que la factura ${invoice.number} venció el 20/05/2031 y lleva 7 días de retraso.`);
    expect(reminders[0]!.text).toContain(`Importe pendiente: ${USD}`);
    expect(reminders[0]!.text).toContain('Si ya realizó el pago, gracias; puede ignorar este mensaje.');
  });
});

describe('a German client (de, de-DE)', () => {
  it('gets its invoice e-mail and PDF in German, with de-DE amounts and days', async () => {
    const client = await clientSpeaking('de', 'de-DE', 'EUR');
    const invoice = await sendInvoice(client.id, 'EUR', '2031-03-20');
    const [mail] = mailTo(client.email);
    expect(mail!.subject).toBe(`Rechnung ${invoice.invoiceNumber} für ${await nameOf(client.id)}`);
    expect(mail!.text).toContain('Hallo Rita Payer,');
    expect(mail!.headers['Content-Language']).toBe('de');
    expect(mail!.text).toMatch(
      new RegExp(`Anbei erhalten Sie die Rechnung ${invoice.invoiceNumber} über 1\\.234,50\\s€, fällig am 20\\.03\\.2031\\.`),
    );

    const pdf = await pdfOf(mail!);
    expect(pdf).toContain(`Rechnung ${invoice.invoiceNumber}`);
    expect(pdf).toContain('Rechnungsempfänger');
    expect(pdf).toContain('Einzelpreis');
    expect(pdf).toContain('Zwischensumme');
    expect(pdf).toContain('Offener Betrag');
    expect(pdf).toContain('Fällig: 20.03.2031');
    expect(pdf).toContain('Seite 1 von 1');
    expect(pdf).toMatch(/1\.234,50\s€/);
    expect(pdf).not.toContain('Subtotal');
  });
});

describe("the agency's own texts per language", () => {
  it("a German client's invoice carries the German payment instructions and footer; a currency's own come first", async () => {
    const admin = await asAdmin(t);
    const profile = {
      legalName: 'Northwind Studio',
      paymentInstructions: 'GENERAL: account 000123',
      footer: 'General footer',
      paymentInstructionsByCurrency: {},
      textsByLanguage: { de: { paymentInstructions: 'Überweisung auf Konto DE-123', footer: 'Amtsgericht Stuttgart' }, es: { footer: '' } },
      defaultCurrency: 'USD',
    };
    const saved = await t.request('/api/agency-profile', { method: 'PUT', body: profile, cookie: admin });
    expect(saved.status, saved.text).toBe(200);
    // A language with nothing of its own keeps no row: it reads the general texts.
    expect(saved.json.textsByLanguage).toEqual({
      de: { paymentInstructions: 'Überweisung auf Konto DE-123', footer: 'Amtsgericht Stuttgart' },
    });
    const bad = await t.request('/api/agency-profile', {
      method: 'PUT',
      body: { ...profile, textsByLanguage: { fr: { footer: 'Non' } } },
      cookie: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)[0]).toMatch(/^textsByLanguage/);

    const german = await clientSpeaking('de', 'de-DE', 'EUR');
    await sendInvoice(german.id, 'EUR', '2031-03-20');
    const [mail] = mailTo(german.email);
    expect(mail!.text).toContain('Überweisung auf Konto DE-123');
    const pdf = await pdfOf(mail!);
    expect(pdf).toContain('Überweisung auf Konto DE-123');
    expect(pdf).toContain('Amtsgericht Stuttgart');
    expect(pdf).not.toContain('GENERAL');
    expect(pdf).not.toContain('General footer');

    // Another language keeps the general texts.
    const spanish = await clientSpeaking('es', 'es-MX', 'USD');
    await sendInvoice(spanish.id, 'USD', '2031-03-20');
    const spanishPdf = await pdfOf(mailTo(spanish.email)[0]!);
    expect(spanishPdf).toContain('GENERAL: account 000123');
    expect(spanishPdf).toContain('General footer');

    // Bank details differ by currency, not by language: the euro's own instructions beat the German ones.
    const withEuro = { ...profile, paymentInstructionsByCurrency: { EUR: 'EURO: IBAN DE89 3704' } };
    expect((await t.request('/api/agency-profile', { method: 'PUT', body: withEuro, cookie: admin })).status).toBe(200);
    const again = await clientSpeaking('de', 'de-DE', 'EUR');
    await sendInvoice(again.id, 'EUR', '2031-03-20');
    const euroPdf = await pdfOf(mailTo(again.email)[0]!);
    expect(euroPdf).toContain('EURO: IBAN DE89 3704');
    expect(euroPdf).not.toContain('Überweisung');
    expect(euroPdf).toContain('Amtsgericht Stuttgart');
  });
});

async function nameOf(clientId: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select name from clients where id = ${clientId}`);
  return row!.name;
}
