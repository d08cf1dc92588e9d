import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Colleague, ColleagueList } from '@shared/schemas/colleagues';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '@web/test/render';
import { ColleaguesPage } from './colleagues-page';

resetAfterEach();

const NONE = { deactivate: false, reactivate: false, remove: false, resendInvitation: false };
const person = (id: string, firstName: string, rest: Partial<Colleague> = {}): Colleague => ({
  id,
  firstName,
  lastName: 'Holloway',
  email: `${firstName.toLowerCase()}@animas.test`,
  role: 'client_additional',
  status: 'active',
  avatarUrl: null,
  invitationPending: false,
  isYou: false,
  can: NONE,
  ...rest,
});
const ME = person('me', 'Rebecca', { role: 'client_primary', isYou: true });
const KEVIN = person('kevin', 'Kevin', { can: { ...NONE, deactivate: true, remove: true } });
const NINA = person('nina', 'Nina', { status: 'pending', invitationPending: true, can: { ...NONE, remove: true, resendInvitation: true } });
const OTHER_PRIMARY = person('ada', 'Ada', { role: 'client_primary' });

const LIST: ColleagueList = {
  company: 'Animas Valley Health',
  enabled: true,
  canInvite: true,
  notice: null,
  items: [ME, OTHER_PRIMARY, KEVIN, NINA],
};

function renderPage(list: ColleagueList = LIST) {
  const fetchMock = stubFetch((url, init) => {
    if (init?.method === 'PATCH') return json({ ...KEVIN, status: 'inactive' });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (init?.method === 'POST') return json(person('new', 'Maya', { status: 'pending', invitationPending: true }), 201);
    return json(list);
  });
  renderWithQueries(<ColleaguesPage />);
  return fetchMock;
}
const row = (name: string) => screen.getByText(name).closest('li')!;
const sent = (fetchMock: ReturnType<typeof renderPage>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

describe('Colleagues', () => {
  it('lists the company’s people with only the buttons each row allows', async () => {
    renderPage();
    expect(await screen.findByText('Kevin Holloway', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('The people of Animas Valley Health who use this portal.')).toBeTruthy();
    // Yourself and another primary contact: no buttons.
    for (const name of ['Rebecca Holloway', 'Ada Holloway']) expect(within(row(name)).queryAllByRole('button')).toEqual([]);
    expect(within(row('Rebecca Holloway')).getByText('You')).toBeTruthy();
    expect(
      within(row('Kevin Holloway'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Deactivate Kevin Holloway', 'Remove Kevin Holloway']);
    expect(within(row('Nina Holloway')).getByText('Invitation sent')).toBeTruthy();
    expect(
      within(row('Nina Holloway'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Resend invitation to Nina Holloway', 'Remove Nina Holloway']);
    expect(screen.getByRole('button', { name: 'Invite a colleague' })).toBeTruthy();
  });

  it('deactivates a colleague and removes one after asking', async () => {
    const fetchMock = renderPage();
    await screen.findByText('Kevin Holloway', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Kevin Holloway' }));
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toEqual([['/api/colleagues/kevin', { status: 'inactive' }]]));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Nina Holloway' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove Nina Holloway?' }));
    expect(dialog.getByText(/lose access to the portal at once/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/api/colleagues/nina']));
  });

  it('invites a colleague with their name and e-mail, checked before sending', async () => {
    const fetchMock = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a colleague' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a colleague' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('First name is required')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([]);
    for (const [label, value] of [
      ['First name', 'Maya'],
      ['Last name', 'Okafor'],
      ['Email', 'maya@animas.test'],
    ] as const)
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([['/api/colleagues', { firstName: 'Maya', lastName: 'Okafor', email: 'maya@animas.test' }]]),
    );
  });

  it('says why when the agency manages the company’s users itself, with no button to press', async () => {
    const notice = 'Your agency manages your company’s portal users. Ask your account manager to add or remove someone.';
    renderPage({ ...LIST, enabled: false, canInvite: false, notice, items: [ME, { ...KEVIN, can: NONE }] });
    expect(await screen.findByText(notice, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
