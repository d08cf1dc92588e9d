import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';
import { axeCheck } from './axe';

/**
 * Settings > Webhooks (docs/product.md "Webhooks"): an admin registers an endpoint (a real receiver started here),
 * sends a test event, sees it delivered (2xx) in the log with its payload and answer, filters the log, and Redeliver
 * sends the same event again.
 */
test('an admin registers a webhook, sees a delivery in the log and redelivers it', async ({ page }) => {
  const received: { id: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), body });
      res.statusCode = 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e2e-${Date.now()}`;
  try {
    await signInAs(page, 'admin');
    await page.goto('/settings?tab=webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByLabel('Description').fill('End-to-end receiver');
    await dialog.getByLabel('Client created').check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secret.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    await secret.getByRole('button', { name: 'Done' }).click();

    const item = page.getByRole('listitem', { name: `Webhook ${url}` });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const rows = item.getByTestId('webhook-delivery');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Delivered', { timeout: 15_000 });
    await expect(rows.first()).toContainText('200');
    await expect(rows.first()).toContainText('webhook.test');

    await rows
      .first()
      .getByRole('button', { name: /^Redeliver/ })
      .click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1]!.id).toBe(received[0]!.id);
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    await expect(rows.filter({ hasText: 'Delivered' })).toHaveCount(2, { timeout: 15_000 });
    // Details: the payload sent and the receiver's answer.
    await rows
      .first()
      .getByRole('button', { name: /^Details of webhook\.test/ })
      .click();
    await expect(item.getByRole('region', { name: 'Payload sent' })).toContainText(`"id": "${received[0]!.id}"`);
    await expect(item.getByRole('region', { name: 'Response 200' })).toContainText('ok');
    // Filtered on the server: no failed delivery here; the test event's two are both delivered.
    await item.getByLabel('Outcome').selectOption('failed');
    await expect(item.getByText('No deliveries match these filters.')).toBeVisible();
    await item.getByLabel('Outcome').selectOption('delivered');
    await item.getByLabel('Event').selectOption('webhook.test');
    await expect(rows).toHaveCount(2);
    await rows
      .first()
      .getByRole('button', { name: /^Details of webhook\.test/ })
      .click();
    // The tab with its delivery log open passes axe, as every other screen does (accessibility.spec.ts).
    const { violations } = await axeCheck(page).include('section[aria-labelledby="webhooks-heading"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Leave nothing subscribed behind for the other specs on this shared server.
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
