import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProject } from '../../test/projects';
import { ProjectFormDialog } from './project-form-dialog';

const C0 = '00000000-0000-4000-8000-0000000000c0';
const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';

const CLIENTS = [
  { id: C0, name: 'Aardvark Ltd' },
  { id: C1, name: 'Bluebird Co' },
  { id: C2, name: 'Cactus Inc' },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Options answer after a pause, as on a real network: the dialog must not depend on them to show its client. The pause
 * is the subject (the answer arrives after the first render), not a wait for something; the tests wait on what shows.
 */
function mockApi(saved: Array<{ method: string; url: string; body: unknown }>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/options/clients')) return new Promise((resolve) => setTimeout(() => resolve(json(CLIENTS)), 30));
    if (url.includes('/api/options/users')) return json([]);
    saved.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null });
    return json({ id: 'p9', name: 'Saved' });
  });
}

function renderDialog(props: Partial<Parameters<typeof ProjectFormDialog>[0]>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ProjectFormDialog open onOpenChange={() => {}} {...props} />
    </QueryClientProvider>,
  );
}

const PROJECT = testProject({ client: { id: C2, name: 'Cactus Inc' } });

describe('ProjectFormDialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('from a client’s Projects tab, has that client chosen before and after the client list loads', async () => {
    const saved: Array<{ method: string; url: string; body: unknown }> = [];
    mockApi(saved);
    renderDialog({ defaultClient: { id: C1, name: 'Bluebird Co' } });
    const client = screen.getByLabelText('Client') as HTMLSelectElement;
    expect(client.value).toBe(C1);
    await screen.findByRole('option', { name: 'Aardvark Ltd' });
    expect(client.value).toBe(C1);
    expect(client.selectedOptions[0]?.textContent).toBe('Bluebird Co');

    // A new project follows its tasks unless "by hand" is chosen.
    expect(screen.getByText('Follows the tasks: the share of them completed.')).toBeTruthy();
    expect(screen.queryByLabelText('Completion %')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bluebird app' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(saved.some((r) => r.method === 'POST')).toBe(true));
    expect(saved.find((r) => r.method === 'POST')!.body).toMatchObject({ name: 'Bluebird app', clientId: C1, completionPercentage: null });
  });

  it('edits a hand-set completion, and unticking "by hand" sends the project back to following its tasks', async () => {
    const saved: Array<{ method: string; url: string; body: unknown }> = [];
    mockApi(saved);
    renderDialog({ project: PROJECT });
    expect((screen.getByLabelText('Client') as HTMLSelectElement).value).toBe(C2);
    const byHand = screen.getByLabelText('Set completion by hand') as HTMLInputElement;
    expect(byHand.checked).toBe(true);
    expect((screen.getByLabelText('Completion %') as HTMLInputElement).value).toBe('42');
    fireEvent.click(byHand);
    expect(screen.queryByLabelText('Completion %')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(saved.some((r) => r.method === 'PATCH')).toBe(true));
    expect(saved.find((r) => r.method === 'PATCH')!.body).toMatchObject({ clientId: C2, completionPercentage: null });
  });
});
