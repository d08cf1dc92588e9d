/**
 * Payment reminders in the browser (decision 0058): an admin changes the reminder schedule and sets a late fee in
 * Settings > Billing (a new fee first says what it will charge; both there after a reload), reads the demo's reminded invoice's History, and turns a client's
 * reminders off. Everything is put back afterwards for the other specs.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

const DEFAULTS = {
  remindersEnabled: true,
  reminderOffsets: [-3, 0, 7, 14],
  lateFeeKind: 'none',
  lateFeeFixedMinor: null,
  lateFeeBasisPoints: null,
  lateFeeAfterDays: 14,
  quoteValidDays: 30,
  quoteDepositBasisPoints: 5000,
  quoteAutoConvert: false,
};

test('an admin edits the reminder schedule and sets a late fee', async ({ page }) => {
  await signInAs(page, 'admin');
  const before = await page.request.get('/api/settings/billing');
  const original = { ...DEFAULTS, ...((await before.json()) as object) } as Record<string, unknown>;
  delete original.updatedAt;
  try {
    await page.goto('/settings?tab=billing');
    const card = page.getByRole('region', { name: 'Reminders, late fee and quotes' });
    await expect(card).toBeVisible();
    const schedule = card.getByRole('list', { name: 'Reminder schedule' });
    await expect(schedule.getByText('14 days after the due date')).toBeVisible();

    await card.getByRole('button', { name: 'Remove the step 14 days after the due date' }).click();
    await card.getByLabel('Days', { exact: true }).fill('21');
    await card.getByLabel('When', { exact: true }).selectOption('after');
    await card.getByRole('button', { name: 'Add step' }).click();
    await expect(schedule.getByText('21 days after the due date')).toBeVisible();

    await card.getByLabel('Late fee', { exact: true }).selectOption('fixed');
    await card.getByLabel('Late fee amount').fill('25');
    // A year past due: no demo invoice is that late, so the minute's sweep adds no fee while these settings stand.
    await card.getByLabel('Added after (days past due)').fill('365');
    await card.getByRole('button', { name: 'Save billing settings' }).click();
    // A new fee says what it will charge before it is saved: the demo's unpaid invoices, none of them a year late.
    const ask = page.getByRole('alertdialog', { name: 'Apply this late fee?' });
    await expect(ask).toContainText(
      /It will be added to \d+ unpaid invoices? if they are still unpaid 365 days after their due date: .*\$[\d,]+\.\d\d/,
    );
    await expect(ask).not.toContainText('already more than');
    await ask.getByRole('button', { name: 'Save billing settings' }).click();
    await expect(page.getByText('Billing settings saved')).toBeVisible();
    await expect(ask).toBeHidden();

    await page.reload();
    const again = page.getByRole('region', { name: 'Reminders, late fee and quotes' });
    await expect(again.getByRole('list', { name: 'Reminder schedule' }).getByText('21 days after the due date')).toBeVisible();
    await expect(again.getByText('14 days after the due date')).toHaveCount(0);
    await expect(again.getByLabel('Late fee amount')).toHaveValue('25.00');
    await expect(again.getByLabel('Added after (days past due)')).toHaveValue('365');

    const saved = await (await page.request.get('/api/settings/billing')).json();
    expect(saved).toMatchObject({ reminderOffsets: [-3, 0, 7, 21], lateFeeKind: 'fixed', lateFeeFixedMinor: 2500, lateFeeAfterDays: 365 });
  } finally {
    const res = await page.request.put('/api/settings/billing', { data: original });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test("an admin reads an overdue invoice's reminders and late fee in its history, and turns a client's reminders off", async ({ page }) => {
  await signInAs(page, 'admin');
  // The demo's reminded invoice (demo-reminders.ts): found through the API, whichever client it is on.
  const clients = ((await (await page.request.get('/api/clients?pageSize=100')).json()) as { items: { id: string }[] }).items;
  let found: { clientId: string; number: string; page: number } | null = null;
  for (const client of clients) {
    const billing = (await (await page.request.get(`/api/clients/${client.id}/billing?pageSize=200`)).json()) as {
      invoices?: { items: { id: string; invoiceNumber: string }[] };
    };
    for (const [index, invoice] of (billing.invoices?.items ?? []).entries()) {
      const history = (await (await page.request.get(`/api/invoices/${invoice.id}/history`)).json()) as { entries: { kind: string }[] };
      // Reminded and charged a fee, as the demo made it (a sweep may have charged another invoice since).
      const kinds = new Set(history.entries.map((e) => e.kind));
      if (kinds.has('late_fee_added') && kinds.has('reminder_sent')) {
        // The screen lists the same invoices in the same order, 20 a page.
        found = { clientId: client.id, number: invoice.invoiceNumber, page: Math.floor(index / 20) + 1 };
        break;
      }
    }
    if (found) break;
  }
  expect(found).not.toBeNull();
  await page.goto(`/clients/${found!.clientId}?tab=financials`);
  await page
    .getByRole('button', { name: 'Invoices' })
    .or(page.getByRole('radio', { name: 'Invoices' }))
    .first()
    .click();
  for (let shown = 1; shown < found!.page; shown++) await page.getByRole('button', { name: 'Next' }).click();
  const row = page.getByRole('row').filter({ hasText: found!.number });
  await row.getByRole('button', { name: /Details/ }).click();
  const history = page.getByRole('list', { name: 'Invoice history' });
  await expect(history.getByText(/^Reminder sent \(/).first()).toBeVisible();
  await expect(history.getByText('Late fee of $25.00 added')).toBeVisible();
  await page.keyboard.press('Escape');

  const card = page.getByRole('region', { name: 'Payment reminders' });
  await card.getByRole('radio', { name: /^Off/ }).check();
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Payment reminders saved')).toBeVisible();
  const saved = await (await page.request.get(`/api/clients/${found!.clientId}/reminders`)).json();
  expect(saved).toMatchObject({ mode: 'off' });
  const back = await page.request.put(`/api/clients/${found!.clientId}/reminders`, { data: { mode: 'default' } });
  expect(back.status()).toBe(200);
});
