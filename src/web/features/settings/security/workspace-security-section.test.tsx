import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../../test/render';
import { WorkspaceSecuritySection } from './workspace-security-section';

describe('WorkspaceSecuritySection', () => {
  resetAfterEach();

  it('shows the workspace rule and switches it on', async () => {
    let required = false;
    const fetchSpy = stubFetch((_url, init) => {
      if (init?.method === 'PUT') required = JSON.parse(String(init.body)).requireStaffTwoFactor;
      return json({ requireStaffTwoFactor: required });
    });
    renderWithQueries(<WorkspaceSecuritySection />);

    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for all staff' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/account/security-policy');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ requireStaffTwoFactor: true });
  });
});
