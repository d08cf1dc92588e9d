import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentActivityCard } from './recent-activity-card';

type Items = Parameters<typeof RecentActivityCard>[0]['items'];
const entry = (n: number) => ({
  id: `a${n}`,
  action: 'task.created',
  summary: `Event ${n}`,
  createdAt: new Date().toISOString(),
  actor: null,
});

afterEach(cleanup);

describe('RecentActivityCard', () => {
  it('says there is nothing yet when there are no events', () => {
    render(<RecentActivityCard items={[]} />);
    expect(screen.getByText('No recent activity.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the first five events, in order', () => {
    render(<RecentActivityCard items={[1, 2, 3, 4, 5, 6].map(entry) as Items} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.queryByText('Event 6')).toBeNull();
    expect(screen.getByText('Event 1')).toBeTruthy();
  });
});
