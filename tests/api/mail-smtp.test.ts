import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from './harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@northwind.test>' } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the password reset mail to a real SMTP server', async () => {
    expect(t.deps.mailer.mode).toBe('smtp');
    const res = await t.request('/api/auth/request-password-reset', {
      body: { email: DEMO_ACCOUNTS.support, redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const mail = received[0]!;
    expect(mail.from).toBe('portal@northwind.test');
    expect(mail.to).toEqual([DEMO_ACCOUNTS.support]);
    expect(mail.raw).toMatch(/Subject: Reset your password/);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:3000\/reset-password\?token=3D|reset-password\?token=/);
  });
});
