import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ME_QUERY_KEY } from '@web/lib/current-user';
import { activateLanguage } from '@web/lib/i18n';
import { renderWithQueries, resetAfterEach } from '../test/render';
import { HomeRoute } from './home-route';

/**
 * `/` inside the portal, signed out (after signing out, say): the landing page, with its words loaded as it opens. The
 * portal holds its screens in a Suspense boundary, as here.
 */
describe('HomeRoute signed out', () => {
  resetAfterEach();
  afterEach(() => activateLanguage('en', { audience: 'client' }));

  const signedOut = { seed: (queryClient: QueryClient) => queryClient.setQueryData(ME_QUERY_KEY, null) };

  it('shows the landing page in English', async () => {
    renderWithQueries(
      <Suspense>
        <HomeRoute />
      </Suspense>,
      signedOut,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'We Think Business' }, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows it in the portal's language, which the portal's own language file does not carry", async () => {
    await activateLanguage('es', { audience: 'client' });
    renderWithQueries(
      <Suspense>
        <HomeRoute />
      </Suspense>,
      signedOut,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pensamos en su negocio' }, { timeout: 10_000 })).toBeTruthy();
  });
});
