/**
 * The e-mails of an invoice and of its payments (decision 0090): one e-mail per person for a new invoice, the invoice
 * itself with its PDF to the client's billing contact when staff send it, the notification (with the PDF) to the
 * company's portal users at other addresses; a receipt with its PDF to the billing contact for each payment, typed by
 * staff or reported by Stripe. A mail job names its documents and renders them when it runs, so a retry sends them too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox, type MailMessage, type OutboxEntry } from '@server/integrations/mail';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { pdfText } from '../support/pdf-text';
import { asAdmin, clientIds, createCustomer, invoiceBody, invoiceEvent, webhook, WEBHOOK_SECRET } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

const BILLING = DEMO_ACCOUNTS.client_primary;
const OTHER_PORTAL_USER = DEMO_ACCOUNTS.client_additional;

let manual: TestApp;
let stripe: TestApp;
let fake: FakeStripe;

/** The client's billing contact is also one of its portal users: the case that sent one person two e-mails. */
async function billingContactIsPortalUser(app: TestApp) {
  const { own } = await clientIds(app);
  await queryRows(app.database.db, sql`update clients set email = ${BILLING} where id = ${own}`);
  return own;
}

/** Every e-mail about the invoice numbered `number`, once the queue has sent what was enqueued. */
async function mailsAbout(app: TestApp, number: string): Promise<OutboxEntry[]> {
  await app.jobsSettled();
  return readOutbox(outboxDir(app.env)).filter((m) => m.subject.includes(number));
}

async function pdfOf(mail: OutboxEntry | undefined): Promise<{ filename: string; text: string }> {
  const files = mail?.attachments ?? [];
  expect(files, mail?.subject).toHaveLength(1);
  expect(files[0]!.contentType).toBe('application/pdf');
  const bytes = Buffer.from(files[0]!.contentBase64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { filename: files[0]!.filename, text: await pdfText(bytes) };
}

const count = (mails: OutboxEntry[], to: string) => mails.filter((m) => m.to === to).length;

beforeAll(async () => {
  fake = await startFakeStripe();
  manual = await createTestApp();
  stripe = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
  });
});

afterAll(async () => {
  await manual?.close();
  await stripe?.close();
  await fake?.close();
});

describe('a new invoice, by hand', () => {
  it('sends its billing contact one e-mail, the invoice with its PDF, and each other portal user one notification with it', async () => {
    const own = await billingContactIsPortalUser(manual);
    const res = await manual.request(`/api/clients/${own}/invoices`, {
      body: invoiceBody({ sendEmail: true }),
      cookie: await asAdmin(manual),
    });
    expect(res.status, res.text).toBe(201);
    const number = res.json.invoiceNumber as string;

    const mails = await mailsAbout(manual, number);
    expect(count(mails, BILLING)).toBe(1);
    expect(count(mails, OTHER_PORTAL_USER)).toBe(1);
    expect(mails).toHaveLength(2);
    const invoiceMail = mails.find((m) => m.to === BILLING)!;
    expect(invoiceMail.subject).toMatch(new RegExp(`^Invoice ${number} for `));
    const pdf = await pdfOf(invoiceMail);
    expect(pdf.filename).toBe(`invoice-${number}.pdf`);
    expect(pdf.text).toContain(`Invoice ${number}`);
    expect(pdf.text).toContain('$159.97');
    expect((await pdfOf(mails.find((m) => m.to === OTHER_PORTAL_USER))).text).toContain(number);

    // The bell stays for both portal users.
    for (const email of [BILLING, OTHER_PORTAL_USER]) {
      const bell = await manual.request('/api/notifications?limit=50', { cookie: await manual.as(email) });
      expect(
        (bell.json.items as Array<{ title: string }>).filter((n) => n.title.includes(number)),
        email,
      ).toHaveLength(1);
    }

    // The job names the document; its bytes are not in the job's row.
    const jobs = await queryRows<{ data: { attachments: unknown }; size: number }>(
      manual.database.db,
      sql`select data, length(data::text) as size from pgboss.job where name = 'email.invoice' and data->>'subject' like ${`Invoice ${number} %`}`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data.attachments).toEqual([{ kind: 'invoice', id: res.json.id }]);
    expect(jobs[0]!.size).toBeLessThan(2000);
  });

  it('not sent by e-mail: every portal user, the billing contact too, gets the one notification e-mail with the PDF', async () => {
    const own = await billingContactIsPortalUser(manual);
    const res = await manual.request(`/api/clients/${own}/invoices`, { body: invoiceBody(), cookie: await asAdmin(manual) });
    expect(res.status, res.text).toBe(201);
    const number = res.json.invoiceNumber as string;
    const mails = await mailsAbout(manual, number);
    expect(mails.map((m) => m.to).sort()).toEqual([OTHER_PORTAL_USER, BILLING].sort());
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^New invoice /);
      expect((await pdfOf(mail)).text).toContain('$159.97');
    }
  });
});

describe('a payment recorded by staff', () => {
  it('sends the billing contact one receipt with its PDF, for each payment', async () => {
    const own = await billingContactIsPortalUser(manual);
    const created = await manual.request(`/api/clients/${own}/invoices`, { body: invoiceBody(), cookie: await asAdmin(manual) });
    const number = created.json.invoiceNumber as string;
    const pay = async (amount: number, reference: string | null) =>
      manual.request(`/api/invoices/${created.json.id as string}/payments`, {
        cookie: await asAdmin(manual),
        body: { amount, currency: 'USD', paidOn: new Date().toISOString().slice(0, 10), method: 'bank_transfer', reference, note: null },
      });
    expect((await pay(50, 'TRX-778')).status).toBe(201);
    let receipts = (await mailsAbout(manual, number)).filter((m) => m.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to).toBe(BILLING);
    expect(receipts[0]!.text).toContain('$50.00');
    const first = await pdfOf(receipts[0]);
    expect(first.filename).toBe(`receipt-${number}-R1.pdf`);
    for (const words of [`Receipt ${number}-R1`, number, '$50.00', 'TRX-778', 'Bank transfer', '$159.97', '$109.97']) {
      expect(first.text).toContain(words);
    }

    expect((await pay(109.97, null)).status).toBe(201);
    receipts = (await mailsAbout(manual, number)).filter((m) => m.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(2);
    const second = await pdfOf(receipts[1]);
    expect(second.text).toContain(`Receipt ${number}-R2`);
    expect(second.text).toContain('$109.97');
    expect(second.text).toContain('Invoice paid in full');
    // The first receipt still says what that payment left owing.
    expect((await pdfOf(receipts[0])).text).toContain('Invoice partly paid');
  });
});

describe('at Stripe', () => {
  it('sends one invoice e-mail with its PDF (Stripe sends none), and a receipt with its PDF for the payment Stripe reports', async () => {
    const own = await billingContactIsPortalUser(stripe);
    expect((await createCustomer(stripe, own)).status).toBe(200);
    const res = await stripe.request(`/api/clients/${own}/invoices`, {
      body: invoiceBody({ sendEmail: true }),
      cookie: await asAdmin(stripe),
    });
    expect(res.status, res.text).toBe(201);
    const number = res.json.invoiceNumber as string;
    expect(fake.invoices.get(res.json.stripeInvoiceId)!.sent).toBeFalsy();

    let mails = await mailsAbout(stripe, number);
    expect(count(mails, BILLING)).toBe(1);
    expect(count(mails, OTHER_PORTAL_USER)).toBe(1);
    const invoiceMail = mails.find((m) => m.to === BILLING)!;
    expect(invoiceMail.text).toContain(res.json.hostedInvoiceUrl);
    const pdf = await pdfOf(invoiceMail);
    expect(pdf.text).toContain(number);
    expect(pdf.text).toContain('$159.97');

    const paid = {
      ...fake.setInvoiceStatus(res.json.stripeInvoiceId, 'paid'),
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
    };
    expect((await webhook(stripe, invoiceEvent(`evt_mail_paid_${number}`, 'invoice.paid', paid))).status).toBe(200);
    expect((await webhook(stripe, invoiceEvent(`evt_mail_paid_again_${number}`, 'invoice.payment_succeeded', paid))).status).toBe(200);
    mails = await mailsAbout(stripe, number);
    const receipts = mails.filter((m) => m.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to).toBe(BILLING);
    const receipt = await pdfOf(receipts[0]);
    for (const words of [`Receipt ${number}-R1`, '$159.97', 'Stripe', 'Invoice paid in full']) expect(receipt.text).toContain(words);
  });
});

describe('a retried e-mail', () => {
  let t: TestApp;
  let smtpDown = true;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    // No retries of its own: the first failure fails the job, and an admin's Retry sends it.
    t = await createTestApp({
      env: { JOBS_RETRY_LIMIT: '0' },
      mailer: {
        mode: 'smtp',
        send: async (message) => {
          if (smtpDown) throw new Error('SMTP down');
          sent.push(message);
        },
      },
    });
  });
  afterAll(() => t?.close());

  it('renders its PDF again when it is sent at last', async () => {
    const own = await billingContactIsPortalUser(t);
    const res = await t.request(`/api/clients/${own}/invoices`, { body: invoiceBody({ sendEmail: true }), cookie: await asAdmin(t) });
    expect(res.status, res.text).toBe(201);
    const number = res.json.invoiceNumber as string;
    await t.jobsSettled();
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const failed = await t.request('/api/jobs?state=failed&pageSize=100', { cookie: admin });
    const job = (failed.json.items as Array<{ id: string; queue: string; recipient: string }>).find(
      (j) => j.queue === 'email.invoice' && j.recipient === BILLING,
    );
    expect(job).toBeDefined();

    smtpDown = false;
    expect((await t.request(`/api/jobs/${job!.id}/retry`, { method: 'POST', cookie: admin })).status).toBe(200);
    const mail = sent.find((m) => m.subject.includes(number) && m.to === BILLING);
    expect(mail?.files?.map((f) => f.filename)).toEqual([`invoice-${number}.pdf`]);
    expect(await pdfText(mail!.files![0]!.content)).toContain('$159.97');
  });
});
