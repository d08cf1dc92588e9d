import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnAddress } from './oidc-sign-in';
import { SignInPage } from './sign-in-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeServer(oidc: { label: string } | null) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/auth/sign-in-options') return json({ oidc });
    if (path === '/api/auth/sign-in/social') return json({ url: 'https://idp.example.test/authorize?x=1', redirect: true });
    return json({}, 404);
  });
}

function renderAt(address: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/login" element={<SignInPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('signing in with the OpenID Connect provider', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the button under the password form when the server has a provider, and starts from this page', async () => {
    const fetchSpy = fakeServer({ label: 'Google' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAt('/login?next=%2Fprojects');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example.test/authorize?x=1'));
    const call = fetchSpy.mock.calls.find(([path]) => String(path) === '/api/auth/sign-in/social')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      provider: 'oidc',
      callbackURL: '/login?next=%2Fprojects',
      errorCallbackURL: '/login?next=%2Fprojects',
    });
    vi.unstubAllGlobals();
  });

  it('shows no button without a provider', async () => {
    const fetchSpy = fakeServer(null);
    renderAt('/login');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/auth/sign-in-options', expect.anything()));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it("says why the provider's sign-in was refused, in our words, never the address's", async () => {
    fakeServer({ label: 'Google' });
    renderAt('/login?next=%2Ftasks&error=no_account&error_description=Call+this+number');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/No portal account uses the e-mail address Google gave us/));
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(screen.queryByText(/Call this number/)).toBeNull();
  });

  it('returns to this page with its next, without an old error, and never to another site', () => {
    expect(returnAddress('?next=%2Ftasks&error=no_account')).toBe('/login?next=%2Ftasks');
    expect(returnAddress('?next=%2F%2Fevil.example')).toBe('/login');
    expect(returnAddress('')).toBe('/login');
  });
});
