/**
 * Inviting a user from Settings > Users, over a real SMTP server: the mail arrives, its single-use link sets the
 * password through better-auth's reset, the user becomes active and signs in. A mail that cannot be sent leaves no user.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';

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

/** The link in a received mail: quoted-printable soft breaks joined and `=3D` decoded. */
const linkIn = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .match(/https?:\/\/\S+/)?.[0] ?? null;

describe('inviting a user over SMTP', () => {
  it('mails a single-use link that sets the password, activates the user and lets them sign in', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const email = 'invited.designer@team.example';
    const res = await t.request('/api/users', {
      cookie: admin,
      body: { firstName: 'Ines', lastName: 'Vited', email, role: 'designer', invite: true },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ status: 'pending', role: 'designer', invitationPending: true });
    expect((await t.signIn(email, 'whatever-password')).status).not.toBe(200);

    await expect.poll(() => inbox.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    const mail = inbox.received.find((m) => m.to.includes(email))!;
    expect(mail.raw).toMatch(/Subject: You are invited to the portal/);
    const link = linkIn(mail.raw);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=.+&invite=1$/);
    const token = new URL(link!).searchParams.get('token');

    expect((await t.request('/api/auth/reset-password', { body: { newPassword: 'chosen-by-ines', token } })).status).toBe(200);
    const signIn = await t.signIn(email, 'chosen-by-ines');
    expect(signIn.status).toBe(200);
    expect((await t.request('/api/me', { cookie: signIn.cookie })).json.user).toMatchObject({ email, status: 'active', role: 'designer' });
    // Single use.
    expect((await t.request('/api/auth/reset-password', { body: { newPassword: 'someone-else-pw', token } })).status).toBe(400);

    const listed = await t.request(`/api/users?q=${encodeURIComponent(email)}`, { cookie: admin });
    expect(listed.json.items[0]).toMatchObject({ status: 'active', invitationPending: false });
    // The audit trail tells the whole story: invited, refused before a password existed, chose one, signed in.
    const log = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from activity_log where entity_id = ${res.json.id} order by created_at, id`,
    );
    expect(log.map((r) => r.action)).toEqual(['user.invited', 'account.sign_in_failed', 'account.password_reset', 'account.signed_in']);
  });
});

describe('when the invitation cannot be sent', () => {
  it('creates the account and keeps the invitation as a job to retry', async () => {
    const failing = await createTestApp({ mailer: { mode: 'smtp', send: () => Promise.reject(new Error('SMTP down')) } });
    try {
      const res = await failing.request('/api/users', {
        cookie: await failing.as(DEMO_ACCOUNTS.admin),
        body: { firstName: 'No', lastName: 'Mail', email: 'no.mail@team.example', invite: true },
      });
      expect(res.status, res.text).toBe(201);
      await failing.jobsSettled();
      // The account waits for its invitation, which the queue tries again later (decision 0031).
      const [job] = await queryRows<{ state: string; to: string; error: string }>(
        failing.database.db,
        sql`select state, data->>'to' as to, output->>'message' as error from pgboss.job where name = 'email.invitation'`,
      );
      expect(job).toEqual({ state: 'retry', to: 'no.mail@team.example', error: 'SMTP down' });
      const [user] = await queryRows<{ status: string }>(
        failing.database.db,
        sql`select status from users where email = 'no.mail@team.example'`,
      );
      expect(user?.status).toBe('pending');
    } finally {
      await failing.close();
    }
  });
});
