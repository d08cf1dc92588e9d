import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../support/smtp-inbox';

/** A received message's top headers and its multipart/alternative parts, decoded, as a mail client reads them. */
function parse(raw: string) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head!.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string, from = unfolded) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(from)?.[1]?.trim() ?? null;
  const type = header('Content-Type') ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  const parts = boundary
    ? rest
        .join('\r\n\r\n')
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const [partHead, ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
          const encoded = body.join('\r\n\r\n');
          const encoding = header('Content-Transfer-Encoding', partHead) ?? '7bit';
          const bytes =
            encoding === 'base64'
              ? Buffer.from(encoded, 'base64')
              : encoding === 'quoted-printable'
                ? Buffer.from(
                    encoded.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                    'latin1',
                  )
                : Buffer.from(encoded);
          return { type: header('Content-Type', partHead) ?? '', body: bytes.toString('utf8') };
        })
    : [];
  return { type, header, parts };
}

const lastMailTo = async (to: string, count: number): Promise<ReceivedMail> =>
  (await inbox.waitFor(count)).filter((m) => m.to.includes(to)).at(-1)!;

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

  it('sends text and HTML alternatives, marked automated, with replies going to the agency and user text escaped', async () => {
    await t.database.db.execute(sql`update agency_profile set email = 'hello@northwind.test' where id = 1`);
    await t.database.db.execute(
      sql`update users set name = ${'Ada <script>alert("x")</script> & Co'} where email = ${DEMO_ACCOUNTS.designer}`,
    );
    const before = inbox.received.length;
    await t.request('/api/auth/request-password-reset', { body: { email: DEMO_ACCOUNTS.designer, redirectTo: '/reset-password' } });
    const mail = parse((await lastMailTo(DEMO_ACCOUNTS.designer, before + 1)).raw);

    expect(mail.header('Auto-Submitted')).toBe('auto-generated');
    expect(mail.header('Content-Language')).toBe('en');
    expect(mail.header('Reply-To')).toBe('hello@northwind.test');
    expect(mail.type).toMatch(/^multipart\/alternative;/);
    expect(mail.parts.map((p) => p.type.split(';')[0])).toEqual(['text/plain', 'text/html']);
    const [text, html] = mail.parts.map((p) => p.body) as [string, string];
    expect(text).toContain('Hello Ada <script>alert("x")</script> & Co,');
    expect(html).toContain('Hello Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(html).not.toMatch(/<script/i);
    // The same link, clickable.
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(text)![0];
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('The link works once and expires in 30 minutes.');
  });

  it('names MAIL_REPLY_TO as the Reply-To when it is set', async () => {
    const other = await createTestApp({
      env: { SMTP_URL: inbox.url, MAIL_FROM: 'Portal <no-reply@northwind.test>', MAIL_REPLY_TO: 'studio@northwind.test' },
    });
    try {
      const before = inbox.received.length;
      await other.request('/api/auth/request-password-reset', { body: { email: DEMO_ACCOUNTS.support, redirectTo: '/reset-password' } });
      const mail = parse((await lastMailTo(DEMO_ACCOUNTS.support, before + 1)).raw);
      expect(mail.header('Reply-To')).toBe('studio@northwind.test');
      expect(mail.header('Auto-Submitted')).toBe('auto-generated');
    } finally {
      await other.close();
    }
  });
});
