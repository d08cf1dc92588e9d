import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientUser } from '@shared/schemas/clients';
import { ClientUsersTab } from './client-users-tab';

const CLIENT = { id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d', name: 'Animas Valley Health' };
const LENA: ClientUser = {
  id: 'u-lena',
  firstName: 'Lena',
  lastName: 'Park',
  email: 'lena@animas.test',
  role: 'client_primary',
  status: 'active',
  clientId: CLIENT.id,
  avatarUrl: null,
  lastLoginAt: null,
  invitationPending: false,
} as ClientUser;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderTab() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST' || init?.method === 'PATCH') return json({ ...LENA, ...(JSON.parse(String(init.body)) as object) }, 201);
    return json([LENA]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ClientUsersTab client={CLIENT} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const sentWith = (fetchMock: ReturnType<typeof renderTab>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(String(call[1]!.body)) as Record<string, unknown>) : undefined;
};

/** Opens Add User and fills the names and e-mail. */
async function addUserNamed(firstName: string, lastName: string, email: string) {
  await screen.findByText('Lena Park', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add User' }, { timeout: 10_000 }));
  for (const [label, value] of [
    ['First Name', firstName],
    ['Last Name', lastName],
    ['Email', email],
  ] as const) {
    fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  }
  return dialog;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientUsersTab: the person form', { timeout: 20_000 }, () => {
  it('adds a contact by invitation, offered as in Settings > Users, without a password', async () => {
    const fetchMock = renderTab();
    const dialog = await addUserNamed('Ivo', 'Vite', 'ivo@animas.test');
    const signIn = within(dialog.getByRole('group', { name: 'Sign-in' }));
    fireEvent.click(signIn.getByLabelText(/Send an invitation e-mail/));
    expect(dialog.queryByLabelText('Password')).toBeNull();
    expect(dialog.getByText('Status: Pending until the password is set.')).toBeTruthy();
    // Only the two client roles, with their labels.
    expect([...(dialog.getByLabelText('Role') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Primary Contact',
      'Additional Contact',
    ]);
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).toBeNull());
    const sent = sentWith(fetchMock, 'POST');
    expect(sent).toMatchObject({
      firstName: 'Ivo',
      lastName: 'Vite',
      email: 'ivo@animas.test',
      invite: true,
      role: 'client_additional',
      status: 'active',
    });
    expect(sent).not.toHaveProperty('password');
    expect(sent).not.toHaveProperty('clientId');
  });

  it('asks for a password of at least 8 characters when it is set now', async () => {
    const fetchMock = renderTab();
    const dialog = await addUserNamed('Ivo', 'Vite', 'ivo@animas.test');
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(sentWith(fetchMock, 'POST')).toBeUndefined();
  });

  it('edits names, role and status with the e-mail locked', async () => {
    const fetchMock = renderTab();
    await screen.findByText('Lena Park', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /Edit Lena Park/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }, { timeout: 10_000 }));
    expect((dialog.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect(dialog.queryByRole('group', { name: 'Sign-in' })).toBeNull();
    fireEvent.change(dialog.getByLabelText('Status'), { target: { value: 'inactive' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update User' }));
    await waitFor(() =>
      expect(sentWith(fetchMock, 'PATCH')).toEqual({ firstName: 'Lena', lastName: 'Park', role: 'client_primary', status: 'inactive' }),
    );
  });
});
