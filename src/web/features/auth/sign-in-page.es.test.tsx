import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@web/lib/i18n';
import { SignInPage } from './sign-in-page';

function renderPage(path = '/login') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SignInPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SignInPage in Spanish', () => {
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await activateLanguage('en', { audience: 'staff' });
  });

  it('shows the sign-in page in the client file’s Spanish', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ oidc: { label: 'Acme SSO' } }), { headers: { 'content-type': 'application/json' } }),
    );
    await activateLanguage('es', { audience: 'client' });
    renderPage('/login?error=no_account');

    expect(screen.getByRole('heading', { name: 'Le damos la bienvenida' })).toBeTruthy();
    expect(screen.getByText('Inicie sesión en su cuenta del portal')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeTruthy();
    expect(screen.getByText('Recordarme')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Iniciar sesión con Acme SSO' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Ninguna cuenta del portal usa el correo electrónico que nos dio Acme SSO.');
    expect(document.title).toContain('Le damos la bienvenida');
  });
});
