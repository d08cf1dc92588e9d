import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, outboxMails, signInAs } from './helpers';

// A seeded account no other end-to-end test asks a reset link for.
const EMAIL = 'tyler.benally@northwind.test';
const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

test('an admin sees a failed e-mail in Settings > Background jobs and retries it: it is sent once', async ({ page, request }) => {
  // The mail cannot be written while a file stands where the outbox folder goes: its job fails (no retries here).
  const aside = `${OUTBOX}-aside`;
  mkdirSync(OUTBOX, { recursive: true });
  renameSync(OUTBOX, aside);
  writeFileSync(OUTBOX, 'not a folder');
  try {
    const res = await request.post('/api/auth/request-password-reset', { data: { email: EMAIL, redirectTo: '/reset-password' } });
    expect(res.status()).toBe(200);
    await signInAs(page, 'admin');
    await page.goto('/settings?tab=jobs');
    await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: EMAIL });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('E-mail: password reset')).toBeVisible();
    await expect(row.getByText('Failed')).toBeVisible();
    await expect(row.getByText('1 of 1')).toBeVisible();
  } finally {
    rmSync(OUTBOX, { force: true });
    renameSync(aside, OUTBOX);
  }
  await page
    .locator('tr', { hasText: EMAIL })
    .getByRole('button', { name: /^Retry/ })
    .click();
  await expect(page.getByText('Job queued again')).toBeVisible();
  await expect
    .poll(() => outboxMails().filter((m) => m.to === EMAIL && m.subject === 'Reset your password').length, { timeout: 15_000 })
    .toBe(1);
  await expect(page.getByRole('row').filter({ hasText: EMAIL })).toHaveCount(0, { timeout: 15_000 });
});
