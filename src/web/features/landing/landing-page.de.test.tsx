import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/lib/i18n';
import { loadLandingWords } from '@web/lib/messages/landing';
import { LandingPage } from './landing-page';

describe('LandingPage in German', () => {
  // The page loads its words as a file, English's too (src/web/lib/messages/landing.ts).
  beforeAll(() => loadLandingWords('en'));

  afterEach(async () => {
    cleanup();
    await activateLanguage('en', { audience: 'landing' });
  });

  it('speaks German, from its own small catalog file, and links every language', async () => {
    await activateLanguage('de', { audience: 'landing' });
    render(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wir denken unternehmerisch' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Software, die zu Ihrem Geschäftsmodell passt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/login');
    // The switcher: each language in its own words, the current one marked.
    expect(screen.getAllByRole('link', { name: 'Deutsch' })[0]!.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link', { name: 'Español' })[0]!.getAttribute('href')).toBe('/es/');
    expect(screen.getAllByRole('link', { name: 'English' })[0]!.getAttribute('href')).toBe('/');
  });

  it('stays in English by default, exactly as before', async () => {
    await activateLanguage('en', { audience: 'landing' });
    render(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'We Think Business' })).toBeTruthy();
    expect(screen.getByText('Best for: SaaS products')).toBeTruthy();
  });
});
