import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from './harness';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Portal <portal@northwind.test>' } });
});

afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('mail over SMTP', () => {
  it('delivers the password reset mail to a real SMTP server', async () => {
    expect(t.deps.mailer.mode).toBe('smtp');
    const res = await t.request('/api/auth/request-password-reset', {
      body: { email: DEMO_ACCOUNTS.support, redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(1);
    const mail = inbox.received[0]!;
    expect(mail.from).toBe('portal@northwind.test');
    expect(mail.to).toEqual([DEMO_ACCOUNTS.support]);
    expect(mail.raw).toMatch(/Subject: Reset your password/);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:3000\/reset-password\?token=3D|reset-password\?token=/);
  });
});
