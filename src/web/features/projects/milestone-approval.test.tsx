import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MilestoneApproval } from '@shared/schemas/milestone-approvals';
import { ApprovalButtons } from './approval-buttons';
import { ApprovalHistory } from './approval-history';
import { MilestoneApprovalStatus } from './milestone-approval-status';

const MILESTONE = { id: 'm1', name: 'Design sign-off', projectId: 'p1' };
const NONE = { requestApproval: false, approve: false };

const APPROVAL: MilestoneApproval = {
  id: 'a1',
  status: 'pending',
  state: 'pending',
  requestedAt: '2026-03-02T10:00:00Z',
  requestedBy: { id: 'u1', name: 'Morgan Lee' },
  requestNote: 'Please look at the home page',
  answeredAt: null,
  answeredBy: null,
  answerNote: null,
  contentHash: null,
  invalidatedAt: null,
  changedAt: null,
  currentHash: 'c'.repeat(64),
};
const SHOWN = { approvalId: 'a1', contentHash: 'c'.repeat(64) };

function renderButtons(can: { requestApproval: boolean; approve: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ApprovalButtons milestone={MILESTONE} can={can} shown={SHOWN} />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('approval buttons follow the row flags', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows nothing without a flag (an additional contact, a developer)', () => {
    const { container } = renderButtons(NONE);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Request approval to the team only', () => {
    renderButtons({ ...NONE, requestApproval: true });
    expect(screen.getByRole('button', { name: 'Request approval of Design sign-off' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('offers Approve and Request changes to the primary contact; changes need a note before anything is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({}));
    renderButtons({ ...NONE, approve: true });
    expect(screen.queryByRole('button', { name: /Request approval/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request changes to Design sign-off' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 }); // the first press loads the dialog's code
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Say what should change is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('What should change'), { target: { value: 'Darker blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/milestones/m1/request-changes');
    expect(JSON.parse(String(init?.body))).toEqual({ note: 'Darker blue' });
    expect(dialog).toBeTruthy();
  });

  it('sends an approval with its optional note', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({}));
    renderButtons({ ...NONE, approve: true });
    fireEvent.click(screen.getByRole('button', { name: 'Approve Design sign-off' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/milestones/m1/approve');
    // What the row showed goes back with the approval, so the server approves only what was read.
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ note: '', ...SHOWN });
  });

  it('says in the dialog when the milestone changed after it was opened (409), and keeps it open', async () => {
    const message = 'This milestone changed after you opened it. Read it again before you answer.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ error: { code: 'conflict', message } }, 409));
    renderButtons({ ...NONE, approve: true });
    fireEvent.click(screen.getByRole('button', { name: 'Approve Design sign-off' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('approval status', () => {
  afterEach(cleanup);

  it('says who asked, who answered and what they said', () => {
    render(<MilestoneApprovalStatus approval={APPROVAL} canAskAgain={false} />);
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByText(/Requested by Morgan Lee on/)).toBeTruthy();
    cleanup();
    render(
      <MilestoneApprovalStatus
        approval={{
          ...APPROVAL,
          status: 'approved',
          state: 'approved',
          answeredAt: '2026-03-03T10:00:00Z',
          answeredBy: { id: 'c', name: 'Rebecca Holloway' },
        }}
        canAskAgain={false}
      />,
    );
    expect(screen.getByText(/^Approved by Rebecca Holloway on /)).toBeTruthy();
    cleanup();
    render(
      <MilestoneApprovalStatus
        approval={{
          ...APPROVAL,
          status: 'changes_requested',
          state: 'changes_requested',
          answeredAt: '2026-03-03T10:00:00Z',
          answeredBy: { id: 'c', name: 'Rebecca Holloway' },
          answerNote: 'Darker blue',
        }}
        canAskAgain
      />,
    );
    expect(screen.getByText('Changes requested by Rebecca Holloway: Darker blue')).toBeTruthy();
  });

  it('says an approval was lost by a change, and who asks again', () => {
    const changed = {
      ...APPROVAL,
      status: 'approved' as const,
      state: 'changed' as const,
      answeredAt: '2026-03-03T10:00:00Z',
      changedAt: '2026-03-04T10:00:00Z',
    };
    render(<MilestoneApprovalStatus approval={changed} canAskAgain />);
    expect(screen.getByText(/^Changed after approval on .*; ask again$/)).toBeTruthy();
    cleanup();
    render(<MilestoneApprovalStatus approval={changed} canAskAgain={false} />);
    expect(screen.getByText(/the team will ask again$/)).toBeTruthy();
  });

  it('says a request was withdrawn by a change, and who asks again', () => {
    const withdrawn = {
      ...APPROVAL,
      status: 'withdrawn' as const,
      state: 'withdrawn' as const,
      changedAt: '2026-03-04T10:00:00Z',
      currentHash: null,
    };
    render(<MilestoneApprovalStatus approval={withdrawn} canAskAgain={false} />);
    expect(screen.getByText('Request withdrawn')).toBeTruthy();
    expect(screen.getByText(/^Changed after the request on .*, so it was withdrawn; the team will ask again$/)).toBeTruthy();
  });

  it('shows nothing before anyone asked', () => {
    const { container } = render(<MilestoneApprovalStatus approval={null} canAskAgain />);
    expect(container.textContent).toBe('');
  });
});

describe('approval history', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is read when opened, newest first, with the fingerprint of what was answered', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json([
        { ...APPROVAL, id: 'a2' },
        {
          ...APPROVAL,
          id: 'a1',
          status: 'approved',
          answeredAt: '2026-03-03T10:00:00Z',
          answeredBy: { id: 'c', name: 'Rebecca Holloway' },
          answerNote: 'Fine',
          contentHash: 'ab'.repeat(32),
          invalidatedAt: '2026-03-04T10:00:00Z',
        },
      ]),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ApprovalHistory projectId="p1" milestoneId="m1" />
      </QueryClientProvider>,
    );
    expect(fetch).not.toHaveBeenCalled();
    const details = screen.getByText('Approval history').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const list = await screen.findByRole('list', { name: 'Approval history' });
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/milestones/m1/approvals');
    expect(list.textContent).toContain('Awaiting an answer');
    expect(list.textContent).toMatch(/Approved by Rebecca Holloway on .*: Fine/);
    expect(list.textContent).toContain(`Fingerprint ${'ab'.repeat(8)}…`);
    expect(list.textContent).toContain('No longer holds');
  });
});
