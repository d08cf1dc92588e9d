import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResponse, SearchResult } from '@shared/schemas/search';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { SearchLauncher } from './search-launcher';

const RESULTS: SearchResult[] = [
  { kind: 'task', id: 't1', title: 'Fix login redirect', subtitle: 'Acme · Website', path: '/tasks/t1' },
  { kind: 'project', id: 'p1', title: 'Login revamp', subtitle: 'Project · Acme', path: '/projects/p1' },
  { kind: 'project', id: 'p2', title: 'Loginless kiosk', subtitle: 'Project · Beta', path: '/projects/p2' },
];

function renderLauncher(answer: (q: string) => Response) {
  const fetchSpy = stubFetch((url) => answer(new URL(url, 'http://localhost').searchParams.get('q') ?? ''));
  renderWithQueries(<SearchLauncher />, { at: '/dashboard' });
  return fetchSpy;
}

const searchUrls = (spy: ReturnType<typeof renderLauncher>) =>
  spy.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/search'));

describe('SearchLauncher', () => {
  resetAfterEach();

  it('opens on Ctrl-K, shows results grouped by kind, moves with the arrows and opens with Enter', async () => {
    const fetchSpy = renderLauncher((q) => json({ q, results: RESULTS } satisfies SearchResponse));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    // The palette is its own chunk, loaded on first use (slow on a busy machine).
    const input = await screen.findByRole('combobox', { name: 'Search clients, projects, tasks and more' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(input));

    fireEvent.change(input, { target: { value: 'l' } });
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'lo' } });
    fireEvent.change(input, { target: { value: 'login' } });
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    // Debounced: the intermediate 'lo' was never sent.
    expect(searchUrls(fetchSpy)).toEqual(['/api/search?q=login']);

    // Shown grouped in the palette's order (projects before tasks), whatever order the server used.
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Projects', 'Tasks']);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Login revampProject · Acme',
      'Loginless kioskProject · Beta',
      'Fix login redirectAcme · Website',
    ]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps round
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tasks/t1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nothing matches, and closes on Escape with focus back on the button', async () => {
    renderLauncher((q) => json({ q, results: [] } satisfies SearchResponse));
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    fireEvent.click(button);
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No results for “zzz”')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    renderLauncher((q) =>
      fail ? json({ error: { code: 'unavailable', message: 'Down' } }, 503) : json({ q, results: RESULTS.slice(0, 1) }),
    );
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'fix' } });
    expect(await screen.findByText('Search failed. Please try again.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('option', { name: /Fix login redirect/ })).toBeTruthy();
  });
});
