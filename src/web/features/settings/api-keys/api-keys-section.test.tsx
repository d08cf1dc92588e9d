import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@shared/schemas/api-keys';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../../test/render';
import { ApiKeysSection } from './api-keys-section';

const now = new Date().toISOString();
const USED: ApiKey = {
  id: 'k1',
  name: 'Nightly export',
  start: 'ap_Xk3f9Qa2',
  createdAt: now,
  expiresAt: null,
  lastUsedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  lastUsedIp: '203.0.113.7',
  expired: false,
};
const NEW_KEY = 'ap_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ABCD';

describe('ApiKeysSection', () => {
  resetAfterEach();

  it('lists keys, makes one and shows it once, and revokes one after asking', async () => {
    let keys: ApiKey[] = [USED];
    const fetchSpy = stubFetch((url, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string; expiresAt: string | null };
        const made: ApiKey = {
          id: 'k2',
          name: body.name,
          start: NEW_KEY.slice(0, 11),
          createdAt: now,
          expiresAt: body.expiresAt,
          lastUsedAt: null,
          lastUsedIp: null,
          expired: false,
        };
        keys = [made, ...keys];
        return json({ ...made, key: NEW_KEY }, 201);
      }
      if (init?.method === 'DELETE') {
        keys = keys.filter((k) => !url.endsWith(k.id));
        return new Response(null, { status: 204 });
      }
      return json({ items: keys });
    });
    renderWithQueries(<ApiKeysSection />);

    const list = await screen.findByRole('list', { name: 'API keys' });
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toContain('ap_Xk3f9Qa2…');
    expect(row.textContent).toContain('from 203.0.113.7');
    expect(row.textContent).toContain('No expiry');
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');

    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Zapier' } });
    fireEvent.change(within(dialog).getByLabelText('Expires (optional)'), { target: { value: '2099-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const reveal = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect((within(reveal).getByLabelText('API key Zapier') as HTMLInputElement).value).toBe(NEW_KEY);
    const [, createInit] = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(createInit!.body)).expiresAt).toMatch(/^2099-12-31T|^2100-01-01T/);
    fireEvent.click(within(reveal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy your new API key' })).toBeNull());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText(NEW_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fetchSpy.mock.calls.some(([path, init]) => String(path) === '/api/account/api-keys/k1' && init?.method === 'DELETE')).toBe(true);
  });

  it('says so when the user has no keys', async () => {
    stubFetch(() => json({ items: [] }));
    renderWithQueries(<ApiKeysSection />);
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();
  });
});
