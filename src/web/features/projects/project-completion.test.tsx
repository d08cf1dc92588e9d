import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectDetail } from '@shared/schemas/projects';
import { testProjectDetail } from '../../test/projects';
import { ProjectCompletion } from './project-completion';

const PROJECT = testProjectDetail();

function renderIt(project: ProjectDetail, canManage: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ProjectCompletion project={project} canManage={canManage} />
    </QueryClientProvider>,
  );
}

describe('ProjectCompletion', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says a hand-set figure is set by hand, beside the task counts, and a manager sends it back to the tasks', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ ...PROJECT, completionPercentage: 22, completionSetByHand: false }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    renderIt(PROJECT, true);
    expect(screen.getByRole('progressbar', { name: 'Project completion' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Set by hand (4 of 18 tasks completed)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Follow tasks' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/projects/p1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ completionPercentage: null });
  });

  it('offers no way back to those who may not edit the project, and says nothing of hand-setting when it follows the tasks', () => {
    renderIt(PROJECT, false);
    expect(screen.getByText('Set by hand (4 of 18 tasks completed)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow tasks' })).toBeNull();
    cleanup();
    renderIt({ ...PROJECT, completionPercentage: 22, completionSetByHand: false }, true);
    expect(screen.getByText('4 of 18 tasks completed')).toBeTruthy();
    expect(screen.queryByText(/Set by hand/)).toBeNull();
  });
});
