import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { ME_QUERY_KEY } from '../../../lib/current-user';
import { testMe } from '../../../test/me';
import { TwoFactorSection } from './two-factor-section';

const TOTP_URI = 'otpauth://totp/Agency%20Portal:dev%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Agency%20Portal&digits=6&period=30';
const CODES = ['aaaaa-11111', 'bbbbb-22222'];

const me = (twoFactorEnabled: boolean): Me =>
  testMe({ email: 'dev@example.test', firstName: 'Dev', lastName: 'One', role: 'developer' }, { twoFactorEnabled });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, me(false));
  return render(
    <QueryClientProvider client={queryClient}>
      <TwoFactorSection />
    </QueryClientProvider>,
  );
}

describe('TwoFactorSection', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('sets up two-factor: password, QR code and key, a code, then the backup codes once', async () => {
    let enrolled = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (path === '/api/auth/two-factor/enable') {
        return body.password === 'demo-password'
          ? json({ totpURI: TOTP_URI, backupCodes: CODES })
          : json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400);
      }
      if (path === '/api/auth/two-factor/verify-totp') {
        enrolled = body.code === '123456';
        return enrolled ? json({ token: 't' }) : json({ code: 'INVALID_CODE', message: 'Invalid code' }, 401);
      }
      if (path === '/api/me') return json(me(enrolled));
      return json({ items: [] });
    });
    renderSection();
    expect(screen.getByText('Off')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That password is not correct.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.queryByText(CODES[0]!)).toBeNull();

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right. Check your app and try again.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('heading', { name: 'Save your backup codes' })).toBeTruthy();
    expect(screen.getByText(CODES[0]!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });
});
