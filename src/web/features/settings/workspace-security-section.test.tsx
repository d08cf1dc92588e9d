import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceSecuritySection } from './workspace-security-section';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('WorkspaceSecuritySection', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the workspace rule and switches it on', async () => {
    let required = false;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') required = JSON.parse(String(init.body)).requireStaffTwoFactor;
      return json({ requireStaffTwoFactor: required });
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceSecuritySection />
      </QueryClientProvider>,
    );

    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for all staff' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/account/security-policy');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ requireStaffTwoFactor: true });
  });
});
