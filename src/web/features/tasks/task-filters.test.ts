import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  NO_TASK_FILTERS,
  taskExportUrl,
  taskListPath,
  toggleSort,
  viewFromSearchParams,
  withFilter,
} from './task-filters';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const PROJECT = '22222222-2222-4222-8222-222222222222';
const MILESTONE = '33333333-3333-4333-8333-333333333333';
const USER = '44444444-4444-4444-8444-444444444444';

describe('task filters in the URL', () => {
  it('reads every filter, the sort and the page', () => {
    const params = new URLSearchParams(
      `q=%20login%20&status=in_progress&overdue=true&priority=high&type=bug_fix&assignedToId=${USER}&clientId=${CLIENT}` +
        `&projectId=${PROJECT}&milestoneId=${MILESTONE}&dueFrom=2026-01-01&dueTo=2026-02-01&sort=due&dir=asc&page=3`,
    );
    expect(filtersFromSearchParams(params)).toEqual({
      q: 'login',
      status: 'in_progress',
      overdue: true,
      priority: 'high',
      type: 'bug_fix',
      assignedToId: USER,
      clientId: CLIENT,
      projectId: PROJECT,
      milestoneId: MILESTONE,
      dueFrom: '2026-01-01',
      dueTo: '2026-02-01',
      sort: 'due',
      dir: 'asc',
      page: 3,
    });
  });

  it('accepts the keywords and drops what a hand-edited address got wrong', () => {
    const f = filtersFromSearchParams(
      new URLSearchParams('status=done&priority=urgent&type=x&assignedToId=unassigned&clientId=abc&projectId=none&milestoneId=none&dueFrom=01/02/2026&sort=name&dir=up&page=0'),
    );
    expect(f).toEqual({ ...NO_TASK_FILTERS, assignedToId: 'unassigned', projectId: 'none' });
  });

  it('reads an old status=overdue link as the Overdue filter, overdue no longer being a status', () => {
    expect(filtersFromSearchParams(new URLSearchParams('status=overdue'))).toEqual({ ...NO_TASK_FILTERS, overdue: true });
    expect(filtersFromSearchParams(new URLSearchParams('overdue=true&status=pending'))).toMatchObject({ overdue: true, status: 'pending' });
  });

  it('ignores a milestone without a chosen project', () => {
    expect(filtersFromSearchParams(new URLSearchParams(`milestoneId=${MILESTONE}`)).milestoneId).toBeNull();
    expect(filtersFromSearchParams(new URLSearchParams(`projectId=${PROJECT}&milestoneId=none`)).milestoneId).toBe('none');
  });

  it('writes only what differs from the defaults and keeps the view', () => {
    const params = filtersToSearchParams({ ...NO_TASK_FILTERS, status: 'in_progress', overdue: true, page: 2 }, new URLSearchParams('view=board&page=9&sort=title'));
    expect(params.toString()).toBe('view=board&status=in_progress&overdue=true&page=2');
    expect(filtersToSearchParams({ ...NO_TASK_FILTERS, sort: 'title', dir: 'asc' }).toString()).toBe('sort=title&dir=asc');
    expect(viewFromSearchParams(params)).toBe('board');
    expect(viewFromSearchParams(new URLSearchParams('view=grid'))).toBe('list');
  });

  it('round-trips', () => {
    const filters = { ...NO_TASK_FILTERS, q: 'R&D', clientId: CLIENT, projectId: 'none', dueTo: '2026-05-01', page: 4 };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });
});

describe('task list addresses', () => {
  it('asks for the filtered, sorted page', () => {
    expect(taskListPath({ ...NO_TASK_FILTERS, q: 'a b', assignedToId: 'unassigned' })).toBe(
      '/api/tasks?q=a+b&assignedToId=unassigned&sort=updated&dir=desc&page=1',
    );
  });

  it('exports what the filters match, without paging', () => {
    expect(taskExportUrl({ ...NO_TASK_FILTERS, status: 'pending', page: 5 })).toBe(
      '/api/tasks/export.csv?status=pending&sort=updated&dir=desc',
    );
  });
});

describe('changing filters', () => {
  const chosen = { ...NO_TASK_FILTERS, clientId: CLIENT, projectId: PROJECT, milestoneId: MILESTONE, page: 3 };

  it('clears project and milestone when the client changes, and goes back to page 1', () => {
    expect(withFilter(chosen, 'clientId', null)).toMatchObject({ clientId: null, projectId: null, milestoneId: null, page: 1 });
  });

  it('clears the milestone when the project changes', () => {
    expect(withFilter(chosen, 'projectId', 'none')).toMatchObject({ clientId: CLIENT, projectId: 'none', milestoneId: null });
  });

  it('keeps dependents when another filter changes', () => {
    expect(withFilter(chosen, 'status', 'completed')).toMatchObject({ projectId: PROJECT, milestoneId: MILESTONE, page: 1 });
  });

  it('sorts ascending by a new column and flips on a second click', () => {
    const once = toggleSort(NO_TASK_FILTERS, 'title');
    expect(once).toMatchObject({ sort: 'title', dir: 'asc' });
    expect(toggleSort(once, 'title')).toMatchObject({ sort: 'title', dir: 'desc' });
  });

  it('knows when the list is filtered', () => {
    expect(hasActiveFilters(NO_TASK_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_TASK_FILTERS, sort: 'due', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...NO_TASK_FILTERS, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...NO_TASK_FILTERS, q: 'x' }, ['q'])).toBe(false);
  });
});
