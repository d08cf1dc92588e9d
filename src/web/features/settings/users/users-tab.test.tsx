import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleChoices, userCan } from '@shared/policies/users';
import type { Role } from '@shared/roles';
import type { UserDto, UserList } from '@shared/schemas/users';
import { ME_QUERY_KEY } from '../../../lib/current-user';
import { meAs } from '../../../test/me';
import { UsersTab } from './users-tab';

type Person = Omit<UserDto, 'can' | 'roleChoices'>;
const person = (id: string, role: Role, extra: Partial<UserDto> = {}): Person => ({
  id,
  firstName: id,
  lastName: 'Person',
  email: `${id}@team.example`,
  role,
  status: 'active',
  clientId: null,
  clientName: null,
  avatarUrl: null,
  lastLoginAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  invitationPending: false,
  ...extra,
});

const PEOPLE: Person[] = [person('ada', 'admin'), person('dev', 'developer'), person('me', 'manager')];

/** The list as the server answers the caller: each row with the shared policy's flags for them. */
function listFor(role: Role, people: Person[]): UserList {
  const actor = { id: 'me', role };
  return {
    items: people.map((p) => ({ ...p, can: userCan(actor, p), roleChoices: roleChoices(actor, p) })),
    total: people.length,
    page: 1,
    pageSize: 50,
  };
}

function renderAs(role: Role, list = listFor(role, PEOPLE)) {
  const me = meAs(role);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    // Creating answers as the server does for an address already in use.
    if (init?.method === 'POST') {
      return json(
        {
          error: {
            code: 'conflict',
            message: 'A user with this email already exists.',
            fields: { email: 'A user with this email already exists' },
          },
        },
        409,
      );
    }
    // Saving a user refreshes who is signed in too (their own row may be the one changed).
    if (url.startsWith('/api/me')) return json(me);
    return json(url.startsWith('/api/users') ? list : []);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, me);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/settings?role=developer']}>
        <UsersTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** Opens Add User (as the signed-in admin) and fills the names and e-mail. */
async function addUserNamed(firstName: string, lastName: string, email: string) {
  await screen.findByText('Team Members (3)', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' }, { timeout: 10_000 });
  for (const [label, value] of [
    ['First Name', firstName],
    ['Last Name', lastName],
    ['Email', email],
  ] as const) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
  return dialog;
}

const postedBody = (fetchMock: ReturnType<typeof renderAs>) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body)) as Record<string, unknown>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Generous waits: on a loaded machine the first render (lazy imports, jsdom) can take seconds.
describe('UsersTab', { timeout: 20_000 }, () => {
  it('asks the server with the URL filters and shows the count', async () => {
    const fetchMock = renderAs('admin');
    expect(await screen.findByText('Team Members (3)', {}, { timeout: 10_000 })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/users?role=developer');
    expect(screen.getAllByRole('button', { name: 'Delete dev Person' }).length).toBeGreaterThan(0);
    // Nobody is offered to delete themselves.
    expect(screen.queryByRole('button', { name: 'Delete me Person' })).toBeNull();
  });

  it('gives a manager Add User and edit, but no delete and no edit of administrators', async () => {
    renderAs('manager');
    await screen.findByText('Team Members (3)', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: 'Edit dev Person' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Edit ada Person' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('shows a developer the list without any action', async () => {
    renderAs('developer');
    await screen.findByText('Team Members (3)', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('disables the role select for a manager editing a user', async () => {
    renderAs('manager');
    await screen.findByText('Team Members (3)', {}, { timeout: 10_000 });
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Edit dev Person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' }, { timeout: 10_000 });
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(/managers never change roles/)).toBeTruthy();
  });

  it('keeps Add User open with the server’s message under the field, and hides the password for an invitation', async () => {
    const fetchMock = renderAs('admin');
    const dialog = await addUserNamed('Ada', 'Byron', 'ada@team.example');
    // The same person form as a client's Users tab: the invitation is one of two sign-in choices.
    const signIn = within(within(dialog).getByRole('group', { name: 'Sign-in' }));
    expect((signIn.getByLabelText('Set a password now') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'typed-before-1' } });
    fireEvent.click(signIn.getByLabelText(/Send an invitation e-mail/));
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('A user with this email already exists', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeTruthy();
    // An invitation goes without the password typed before it was chosen.
    const sent = postedBody(fetchMock);
    expect(sent).toMatchObject({ firstName: 'Ada', lastName: 'Byron', email: 'ada@team.example', invite: true, role: 'developer' });
    expect(sent.password).toBeUndefined();
  });

  it('asks for the client of a client role only, and sends none once a staff role is chosen again', async () => {
    const fetchMock = renderAs('admin');
    const dialog = within(await addUserNamed('Cy', 'Dee', 'cy@team.example'));
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    expect(dialog.queryByLabelText('Client')).toBeNull();
    fireEvent.change(dialog.getByLabelText('Role'), { target: { value: 'client_primary' } });
    expect(await dialog.findByLabelText('Client')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Role'), { target: { value: 'designer' } });
    expect(dialog.queryByLabelText('Client')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    await dialog.findByText('A user with this email already exists', {}, { timeout: 10_000 });
    const sent = postedBody(fetchMock);
    expect(sent).toMatchObject({ role: 'designer', password: 'long-enough-1', invite: false });
    expect(sent.clientId ?? null).toBeNull();
  });

  it('offers an admin neither actions on a super admin nor the roles at or above their own', async () => {
    renderAs('admin', listFor('admin', [person('sam', 'super_admin'), person('ada', 'admin'), person('dev', 'developer')]));
    await screen.findByText('Team Members (3)', {}, { timeout: 10_000 });
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('button', { name: 'Edit sam Person' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete sam Person' })).toBeNull();
    // Another admin: names and status yes, the role no.
    fireEvent.click(within(table).getByRole('button', { name: 'Edit ada Person' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit User' }, { timeout: 10_000 });
    expect((within(edit).getByLabelText('Role') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.keyDown(edit, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const add = await screen.findByRole('dialog', { name: 'Add User' }, { timeout: 10_000 });
    const offered = [...(within(add).getByLabelText('Role') as HTMLSelectElement).options].map((o) => o.value);
    expect(offered).not.toContain('super_admin');
    expect(offered).not.toContain('admin');
    expect(offered).toContain('manager');
  });
});
