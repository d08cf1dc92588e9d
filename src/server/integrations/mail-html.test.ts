import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createMailer, readOutbox } from './mail';
import { mailHtml } from './mail-html';

describe('the HTML part', () => {
  it('says what the text says, escaped, in paragraphs and lines', () => {
    const html = mailHtml('New comment <b>', 'Hello <img src=x onerror=alert(1)> & "you",\n\nFirst line\nsecond line');
    expect(html).toContain('<title>New comment &lt;b&gt;</title>');
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; &amp; &quot;you&quot;,</p>');
    expect(html).toContain('First line<br>\nsecond line');
    expect(html).not.toMatch(/<img|<script/);
  });

  it('makes web addresses clickable, leaving out the sentence around them', () => {
    const html = mailHtml('s', 'Open https://portal.test/tasks/1?a=1&b=2. Or (https://portal.test/x).');
    expect(html).toContain('<a href="https://portal.test/tasks/1?a=1&amp;b=2" style=');
    expect(html).toContain('>https://portal.test/tasks/1?a=1&amp;b=2</a>. Or (<a href="https://portal.test/x"');
  });

  it('links only web addresses: nothing else becomes a link', () => {
    const html = mailHtml('s', 'javascript:alert(1) and "https://a.test/"onmouseover="x"');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<a href="https://a.test/"');
    expect(html).not.toMatch(/href="[^"]*onmouseover/);
  });
});

describe('every mail the mailer sends', () => {
  it('gets the HTML part, Auto-Submitted and the Reply-To, wherever it comes from', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const log = createLogger('error');
    let replyTo: string | null = 'hello@agency.test';
    const mailer = createMailer({ from: 'Portal <no-reply@agency.test>', outboxDir, log, replyTo: () => Promise.resolve(replyTo) });
    await mailer.send({ to: 'ada@client.test', subject: 'Hi', text: 'Hello <Ada>' });
    replyTo = null;
    await mailer.send({ to: 'bob@client.test', subject: 'Hi', text: 'Hello Bob' });
    const sent = readOutbox(outboxDir);
    const first = sent.find((m) => m.to === 'ada@client.test');
    const second = sent.find((m) => m.to === 'bob@client.test');
    expect(first).toMatchObject({ replyTo: 'hello@agency.test', headers: { 'Auto-Submitted': 'auto-generated' } });
    expect(first!.html).toContain('Hello &lt;Ada&gt;');
    expect(second).not.toHaveProperty('replyTo');
    expect(second!.headers['Auto-Submitted']).toBe('auto-generated');
  });
});
