import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { testMe } from '../../test/me';
import { SignInPage } from './sign-in-page';

const ME: Me = testMe({ email: 'dev@example.test', firstName: 'Dev', lastName: 'One', role: 'developer' }, { twoFactorEnabled: true });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: the password step asks for a second factor; codes are checked by `codeOk`. */
function fakeServer(codeOk: (path: string, body: { code: string }) => boolean) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (path === '/api/auth/sign-in/email') return json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    if (path.startsWith('/api/auth/two-factor/')) {
      return codeOk(path, body) ? json({ token: 't' }) : json({ code: 'INVALID_CODE', message: 'Invalid code' }, 401);
    }
    if (path === '/api/me') return json(ME);
    return json({}, 404);
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<SignInPage />} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function passPasswordStep() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dev@example.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('heading', { name: 'Two-factor verification' });
}

describe('SignInPage with two-factor', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for the authenticator code after the password, then lands on the home page', async () => {
    const fetchSpy = fakeServer((path, body) => path.endsWith('/verify-totp') && body.code === '123456');
    renderPage();
    await passPasswordStep();
    const code = screen.getByLabelText('6-digit code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeTruthy();

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Check it and try again.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('dashboard page', {}, { timeout: 5000 })).toBeTruthy();
    const verifyCall = fetchSpy.mock.calls.findLast(([path]) => String(path).endsWith('/verify-totp'));
    expect(JSON.parse(String(verifyCall![1]!.body))).toEqual({ code: '123456', trustDevice: true });
  });

  it('takes a backup code instead when asked', async () => {
    const fetchSpy = fakeServer((path, body) => path.endsWith('/verify-backup-code') && body.code === 'abcde-fghij');
    renderPage();
    await passPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    fireEvent.change(screen.getByLabelText('Backup code'), { target: { value: 'abcde-fghij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('dashboard page')).toBeTruthy());
    expect(fetchSpy.mock.calls.some(([path]) => String(path) === '/api/auth/two-factor/verify-backup-code')).toBe(true);
  });
});
