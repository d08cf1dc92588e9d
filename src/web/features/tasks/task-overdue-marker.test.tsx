import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskListItem } from '@shared/schemas/tasks';
import { BoardCard } from './board-card';
import { TasksCardList } from './tasks-card-list';
import { TasksTable } from './tasks-table';

const base: TaskListItem = {
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Late work',
  description: null,
  type: 'feature',
  status: 'in_progress',
  isOverdue: true,
  priority: 'high',
  dueDate: '2025-03-10',
  client: { id: 'c1', name: 'Acme' },
  project: null,
  milestone: null,
  assignedTo: null,
  clientVisible: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  can: { edit: true, delete: true, assign: true, comment: true },
};
const onTime: TaskListItem = {
  ...base,
  id: '66666666-6666-4666-8666-666666666666',
  title: 'On time',
  status: 'pending',
  isOverdue: false,
  dueDate: '2099-01-01',
};

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the Overdue marker', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('sits beside the real status in the table and on phone cards, red and in words', () => {
    inRouter(<TasksTable tasks={[base, onTime]} />);
    const late = screen.getByRole('row', { name: /Late work/ });
    // Beside the status badge (the due date also says it, in its own cell).
    const status = within(late).getByText('In Progress');
    expect(within(status.parentElement!).getByText('Overdue').className).toContain('text-red');
    const fine = screen.getByRole('row', { name: /On time/ });
    expect(within(fine).getByText('Pending')).toBeTruthy();
    expect(within(fine).queryByText(/Overdue/)).toBeNull();
    cleanup();

    inRouter(<TasksCardList tasks={[base]} />);
    const onPhone = screen.getByText('In Progress');
    expect(within(onPhone.parentElement!).getByText('Overdue').className).toContain('text-red');
  });

  it('shows on a board card, whose status select keeps the working status and offers no Overdue', () => {
    inRouter(
      <ul>
        <BoardCard task={base} canMove onMove={() => undefined} />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Late work' });
    // Said once: the red badge, not again beside the due date.
    expect(within(card).getAllByText(/Overdue/)).toHaveLength(1);
    expect(within(card).getByText('Overdue').className).toContain('text-red');
    const select = within(card).getByLabelText('Status of Late work') as HTMLSelectElement;
    expect(select.value).toBe('in_progress');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Pending', 'In Progress', 'Completed']);
  });
});
