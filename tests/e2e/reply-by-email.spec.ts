/**
 * Replies by e-mail end to end (decision 0112): a manager writes in a project's conversation, the client gets the
 * notification e-mail with a reply address of their own, answers it from their mail program, and the manager's open
 * conversation shows the answer without a reload. The answer reaches the app as mail does: in the inbound mailbox,
 * a real IMAP server (tests/e2e/inbound-mailbox.ts), which the e2e server reads.
 */
import { expect, test } from '@playwright/test';
import { outboxMails, ROLES, signInAs } from './helpers';
import { deliverToInbound, dovecotInstalled } from './inbound-mailbox';

test.skip(!dovecotInstalled(), 'Replies by e-mail need Dovecot (dovecot-imapd) for the inbound mailbox');

test('a client replies to a notification e-mail and the manager’s open conversation shows the reply without a reload', async ({
  page,
  browser,
}) => {
  const stamp = `E2E${Date.now()}`;
  const hello = `${stamp} the new header is on staging`;
  const answer = `${stamp} lovely, option B please`;
  const client = ROLES.client_primary.email;

  // The client's session only finds their project and, at the end, deletes their answer.
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, 'client_primary');
  const { items } = (await (await clientPage.request.get('/api/projects?pageSize=100')).json()) as {
    items: Array<{ id: string; status: string }>;
  };
  // A project that still takes replies (a finished one does not).
  const project = items.find((p) => !['completed', 'cancelled'].includes(p.status))!;
  await signInAs(page, 'manager');

  const written: string[] = [];
  try {
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('tab', { name: 'Conversation' }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    const box = page.getByLabel('Message', { exact: true });
    await box.fill(hello);
    const posted = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.id}/messages`) && r.request().method() === 'POST');
    await box.press('Control+Enter');
    written.push(((await (await posted).json()) as { id: string }).id);
    await expect(messages.getByText(hello)).toBeVisible();

    // The client's notification, with the conversation's reply address for them.
    let replyTo = '';
    await expect
      .poll(
        () => {
          const mail = outboxMails().find((m) => m.to === client && m.text.includes(hello));
          replyTo = mail?.replyTo ?? '';
          return replyTo;
        },
        { timeout: 15_000 },
      )
      .toMatch(/^replies\+[a-z0-9]{24}@agency\.test$/);

    // The client answers from their mail program; the mail server puts the answer in the inbound mailbox.
    await deliverToInbound(
      [
        `From: Clara <${client}>`,
        `To: ${replyTo}`,
        `Subject: Re: New message`,
        `Message-ID: <${stamp}@client.test>`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        answer,
        '',
        `On ${new Date().toDateString()}, Agency wrote:`,
        `> ${hello}`,
        '',
      ].join('\r\n'),
    );

    // The manager's page, never reloaded, shows the answer as the client's, without the quoted history.
    const reply = messages.getByRole('listitem').filter({ hasText: answer });
    await expect(reply).toBeVisible({ timeout: 15_000 });
    await expect(reply).not.toContainText('wrote:');
  } finally {
    // Left as found: each author deletes their own.
    for (const id of written) expect((await page.request.delete(`/api/messages/${id}`)).status()).toBe(204);
    const list = (await (await clientPage.request.get(`/api/projects/${project.id}/messages?limit=100`)).json()) as {
      items: Array<{ id: string; body: string }>;
    };
    for (const m of list.items.filter((m) => m.body === answer))
      expect((await clientPage.request.delete(`/api/messages/${m.id}`)).status()).toBe(204);
    await clientPage.context().close();
  }
});
