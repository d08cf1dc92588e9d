import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../../components/pagination';
import { pageCountOf } from '../../lib/list-state';
import { TaskStats } from './task-stats';

afterEach(cleanup);

const figureOf = (key: string) => document.querySelector(`[data-stat="${key}"]`)?.textContent;

describe('a broad search counted up to its cap (decision 0064)', () => {
  it('shows the counted total as "1,000+" and a dash on the cards the server did not count', () => {
    render(<TaskStats capped stats={{ total: 1000, pending: null, inProgress: null, completed: null, overdue: null }} />);
    expect(figureOf('total')).toBe('1,000+');
    expect(figureOf('completed')).toBe('—');
    expect(figureOf('inProgress')).toBe('—');
    expect(figureOf('overdue')).toBe('—');
  });

  it('shows exact counts as they are', () => {
    render(<TaskStats stats={{ total: 1234, pending: 4, inProgress: 30, completed: 1200, overdue: 2 }} />);
    expect(figureOf('total')).toBe('1234');
    expect(figureOf('completed')).toBe('1200');
  });

  it('offers one more page while a capped list comes back full, and says "of many"', () => {
    expect(pageCountOf({ total: 1000, pageSize: 50, page: 20, items: new Array(50), capped: true })).toBe(21);
    expect(pageCountOf({ total: 1000, pageSize: 50, page: 23, items: new Array(50), capped: true })).toBe(24);
    expect(pageCountOf({ total: 1000, pageSize: 50, page: 23, items: new Array(7), capped: true })).toBe(23);
    expect(pageCountOf({ total: 1000, pageSize: 50, page: 2, items: new Array(50), capped: true })).toBe(20);
    // Counted to the end, the count decides.
    expect(pageCountOf({ total: 120, pageSize: 50, page: 3, items: new Array(20) })).toBe(3);
    render(<Pagination page={21} pageCount={22} openEnded onPageChange={() => {}} />);
    expect(screen.getByText('Page 21 of many')).toBeTruthy();
  });
});
