import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const CONTACT_API = '**/api/contact-submissions';

/** The submit button is disabled until the page has hydrated; once it is enabled, React owns the page. */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start the Conversation' })).toBeEnabled();
}

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Tell Us About Your Project' });
}

/** Distance from the viewport's top to an element's top, once the (smooth) scrolling has settled there. */
async function expectScrolledTo(page: Page, id: string) {
  // The sections keep clear of the 64 px sticky bar (scroll-margin-top), so they stop right under it.
  await expect.poll(() => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id)).toBe(64);
}

test.describe('landing page', () => {
  test('the whole page is in the HTML before any script runs', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>We Think Business<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Ready to Build Something Amazing\?<\/h2>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Start the Conversation<\/button>/);
    expect(html).not.toContain('<!--landing-->');
  });

  test('hydrates without errors and links out to the nine products safely', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openLanding(page);

    const productLinks = page.locator('#work a[href^="https://"]');
    await expect(productLinks).toHaveCount(9);
    for (const link of await productLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(errors).toEqual([]);
  });

  for (const address of ['/', '/es/', '/de/']) {
    test(`${address} loads at most 90 KB of gzip JavaScript, every script counted, before it is idle`, async ({ page }) => {
      const scripts: Array<Promise<{ url: string; kb: number }>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => ({ url: response.url(), kb: gzipSync(body).length / 1024 })));
        }
      });
      await page.goto(address, { waitUntil: 'networkidle' });
      // The contact form's button is enabled once the page has hydrated, in every language.
      await expect(page.locator('#contact form button[type="submit"]')).toBeEnabled();
      const loaded = await Promise.all(scripts);
      const total = loaded.reduce((sum, script) => sum + script.kb, 0);
      expect(total, loaded.map((s) => `${s.url} ${s.kb.toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(90);
    });
  }

  test('a visitor is told what is missing, then sends the form', async ({ page }) => {
    await openLanding(page);
    const form = contactForm(page);
    const firstName = form.getByLabel('First name', { exact: true });

    await form.getByRole('button', { name: 'Start the Conversation' }).click();
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(page.getByText('Please fill out all required fields')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Company is required',
      'Project type is required',
      'Project description is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await firstName.fill('Ada');
    // Typing into a field clears its message.
    await expect(form.getByText('First name is required')).toBeHidden();
    await form.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await form.getByLabel('Email', { exact: true }).fill('ada@analytical.test');
    await form.getByLabel('Company', { exact: true }).fill('Analytical Engines Ltd');
    await form.getByLabel('Project type', { exact: true }).selectOption({ label: 'SaaS Development' });
    await form.getByLabel('Project description', { exact: true }).fill('A subscription product for difference tables.');

    // Hold the request until we have seen the busy state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT_API, async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest(CONTACT_API);
    await form.getByRole('button', { name: 'Start the Conversation' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect((await sent).postDataJSON()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@analytical.test',
      company: 'Analytical Engines Ltd',
      projectType: 'saas',
      description: 'A subscription product for difference tables.',
      website: '',
    });
    release();

    // The confirmation shows in the form itself, in a live region screen readers announce (no toast library).
    const notice = form.locator('[aria-live="polite"]');
    await expect(notice.getByText('Message received!')).toBeVisible();
    await expect(notice.getByText('Thank you for contacting us. We will get back to you shortly.')).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Company', 'Project type', 'Project description']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(form.getByRole('button', { name: 'Start the Conversation' })).toBeEnabled();
  });

  test("the server's field messages appear under the fields", async ({ page }) => {
    // A stubbed answer in the API's error shape: this checks the form's side of the contract without spending the
    // contact rate limit.
    await page.route(CONTACT_API, (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { email: 'Enter a valid email address' } },
        },
      }),
    );
    await openLanding(page);
    const form = contactForm(page);
    await form.getByLabel('First name', { exact: true }).fill('Ada');
    await form.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await form.getByLabel('Email', { exact: true }).fill('ada-at-home');
    await form.getByLabel('Company', { exact: true }).fill('Analytical Engines Ltd');
    await form.getByLabel('Project type', { exact: true }).selectOption('consultation');
    await form.getByLabel('Project description', { exact: true }).fill('Strategy first.');
    await form.getByRole('button', { name: 'Start the Conversation' }).click();

    await expect(page.getByText('Submission failed')).toBeVisible();
    await expect(page.getByText('Some fields are invalid.')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // Nothing is lost on failure.
    await expect(form.getByLabel('Company', { exact: true })).toHaveValue('Analytical Engines Ltd');
  });

  test('a network failure is reported', async ({ page }) => {
    await page.route(CONTACT_API, (route) => route.abort('internetdisconnected'));
    await openLanding(page);
    const form = contactForm(page);
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Email', 'ada@analytical.test'],
      ['Company', 'AE'],
      ['Project description', 'Hi'],
    ]) {
      await form.getByLabel(label!, { exact: true }).fill(value!);
    }
    await form.getByLabel('Project type', { exact: true }).selectOption('saas');
    await form.getByRole('button', { name: 'Start the Conversation' }).click();
    await expect(page.getByText('Submission failed')).toBeVisible();
    await expect(page.getByText('An unexpected error occurred')).toBeVisible();
  });

  test('the navigation bar turns translucent after 100 px of scrolling', async ({ page }) => {
    await openLanding(page);
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await header.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test("'Start Your Project' leads to the contact form and 'Learn More' to the services", async ({ page }) => {
    await openLanding(page);
    await page.getByRole('link', { name: 'Start Your Project' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expectScrolledTo(page, 'contact');
    await expect(page.getByRole('heading', { name: 'Ready to Build Something Amazing?' })).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expectScrolledTo(page, 'services');
  });

  test('the theme toggle switches to dark and remembers it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openLanding(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await openLanding(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens, its Services link scrolls there and the menu closes', async ({ page }) => {
    await openLanding(page);
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#services$/);
    await expectScrolledTo(page, 'services');
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
