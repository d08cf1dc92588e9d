// The interactive API reference at /api/docs renders from this origin under the app's Content-Security-Policy
// (docs/decisions/0037-routes-described-once.md): no CDN, no inline script, nothing refused.
import { expect, test } from '@playwright/test';

test('the API reference shows the routes from the generated document, with nothing blocked', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const external: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith('http://localhost') && !req.url().startsWith('data:')) external.push(req.url());
  });

  await page.goto('/api/docs');
  // The document is about 1 MB: generated on the first request and parsed by the reference, it takes seconds on a busy machine.
  await expect(page.getByRole('heading', { name: 'Agency Portal API' }).first()).toBeVisible({ timeout: 60_000 });
  // A route of the first section, from the generated document.
  await expect(page.getByText('Sign in with e-mail and password').first()).toBeVisible();
  // None of the vendor's services: no Ask AI (it would upload the document), no MCP, no Deploy toolbar.
  for (const name of [/Ask AI/i, /Generate MCP/i, /Deploy/i]) await expect(page.getByText(name)).toHaveCount(0);
  expect(refused).toEqual([]);
  expect(external).toEqual([]);
});
