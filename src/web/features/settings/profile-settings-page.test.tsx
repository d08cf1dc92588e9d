import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { testMe } from '../../test/me';
import { ProfileSettingsPage } from './profile-settings-page';

const ME: Me = testMe({ email: 'ty@example.test', firstName: 'Tyler', lastName: 'Benally', role: 'developer' });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, ME);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProfileSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ProfileSettingsPage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows email and role read-only, and initials without a photo', () => {
    renderPage();
    expect(input('Email').value).toBe('ty@example.test');
    expect(input('Email').readOnly).toBe(true);
    expect(input('Role').value).toBe('Developer');
    expect(screen.getByText('TB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('refuses a blank name without asking the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    fireEvent.change(input('First Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('saves the names and updates the current user at once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ ...ME.user, firstName: 'Ty' }));
    const queryClient = renderPage();
    fireEvent.change(input('First Name'), { target: { value: 'Ty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(queryClient.getQueryData<Me>(ME_QUERY_KEY)?.user.firstName).toBe('Ty'));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/profile');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Ty', lastName: 'Benally' });
  });

  it('says why a file is refused before uploading it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    const file = new File(['<svg/>'], 'face.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText('Profile photo file'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    const big = new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile photo file'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('That picture is 600 KB; the limit is 512 KB.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uploads an accepted picture as multipart form data and shows it', async () => {
    const avatarUrl = '/api/avatars/u1?v=1';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ ...ME.user, avatarUrl }));
    const queryClient = renderPage();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile photo file'), { target: { files: [file] } });
    await waitFor(() => expect(queryClient.getQueryData<Me>(ME_QUERY_KEY)?.user.avatarUrl).toBe(avatarUrl));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/profile/avatar');
    expect(init?.method).toBe('PUT');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});
