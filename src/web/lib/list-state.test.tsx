import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CommunicationListQuery } from '../../shared/schemas/communications';
import { TaskListQuery } from '../../shared/schemas/tasks';
import { UserListQuery } from '../../shared/schemas/users';
import {
  changeListState,
  emptyKindOf,
  isFiltered,
  listQuery,
  pageCountOf,
  readListState,
  useListState,
  useLocalListState,
  withQuery,
  writeListState,
} from './list-state';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const PROJECT = '22222222-2222-4222-8222-222222222222';
const MILESTONE = '33333333-3333-4333-8333-333333333333';
const read = (query: string) => readListState(TaskListQuery, new URLSearchParams(query));
const TASK_DEFAULTS = { page: 1, pageSize: 50, sort: 'updated', dir: 'desc' };

describe('a list state from the address, through the shared query schema', () => {
  it('reads every filter, the sort and the page as the schema defines them', () => {
    expect(
      read(`q=%20login%20&status=in_progress&overdue=true&priority=high&clientId=${CLIENT}&dueFrom=2026-01-01&sort=due&dir=asc&page=3`),
    ).toEqual({
      ...TASK_DEFAULTS,
      q: 'login',
      status: 'in_progress',
      overdue: true,
      priority: 'high',
      clientId: CLIENT,
      dueFrom: '2026-01-01',
      sort: 'due',
      dir: 'asc',
      page: 3,
    });
  });

  it('falls back to the default for each value the schema refuses, keeping the rest', () => {
    expect(
      read(
        'status=done&priority=urgent&assignedToId=abc&projectId=none&dueFrom=2026-02-31&sort=name&dir=up&page=0&pageSize=999&view=board',
      ),
    ).toEqual({ ...TASK_DEFAULTS, projectId: 'none' });
    expect(read('page=2.5').page).toBe(1);
  });

  it('leaves a rule across fields to the server (a date range backwards is kept, for the screen to show)', () => {
    const state = readListState(CommunicationListQuery, new URLSearchParams('type=call&dateFrom=2026-03-01&dateTo=2026-02-01'));
    expect(state).toMatchObject({ type: 'call', dateFrom: '2026-03-01', dateTo: '2026-02-01' });
  });

  it('keeps screen-fixed values in the state and hidden ones out of the address', () => {
    const state = readListState(TaskListQuery, new URLSearchParams(`clientId=${PROJECT}&pageSize=5`), {
      fixed: { clientId: CLIENT },
      hidden: ['pageSize'],
    });
    expect(state).toMatchObject({ clientId: CLIENT, pageSize: 50 });
  });
});

describe('a list state back into the address', () => {
  it('writes only what differs from the defaults and leaves other params (a tab, a view) alone', () => {
    const params = writeListState(
      TaskListQuery,
      { ...read(''), status: 'pending', overdue: true, page: 2 },
      new URLSearchParams('view=board&page=9&sort=title'),
    );
    expect(params.toString()).toBe('view=board&page=2&status=pending&overdue=true');
    expect(writeListState(UserListQuery, readListState(UserListQuery, new URLSearchParams('group=all&q=%20'))).toString()).toBe('');
    expect(writeListState(UserListQuery, { group: 'client', page: 1 }).toString()).toBe('group=client');
  });

  it('leaves out a value the schema would refuse', () => {
    expect(writeListState(TaskListQuery, { status: 'done', priority: 'low' }).toString()).toBe('priority=low');
  });

  it('round-trips', () => {
    const state = { ...read(''), q: 'R&D', clientId: CLIENT, projectId: 'none', dueTo: '2026-05-01', sort: 'title' as const, page: 4 };
    expect(read(writeListState(TaskListQuery, state).toString())).toEqual(state);
  });

  it('goes back to page 1 on any change but the page, and clears the keys that depend on a changed one', () => {
    const clears = { clientId: ['projectId', 'milestoneId'], projectId: ['milestoneId'] } as const;
    const state = read(`clientId=${CLIENT}&projectId=${PROJECT}&milestoneId=${MILESTONE}&page=4`);
    expect(changeListState(state, { priority: 'high' }, { clears })).toMatchObject({ priority: 'high', page: 1, milestoneId: MILESTONE });
    expect(changeListState(state, { page: 2 }, { clears })).toMatchObject({ page: 2, projectId: PROJECT });
    expect(changeListState(state, { clientId: null }, { clears })).toMatchObject({
      clientId: null,
      projectId: undefined,
      milestoneId: undefined,
    });
    expect(changeListState(state, { projectId: 'none' }, { clears })).toMatchObject({
      clientId: CLIENT,
      projectId: 'none',
      milestoneId: undefined,
    });
    expect(changeListState(state, { clientId: CLIENT }, { clears })).toMatchObject({ projectId: PROJECT, milestoneId: MILESTONE });
  });

  it('keeps a page cursor only with the change that sent it, and never counts it as a filter', () => {
    const state = read(`page=3&after=${PROJECT}`);
    expect(state).toEqual({ ...TASK_DEFAULTS, page: 3, after: PROJECT });
    expect(isFiltered(TaskListQuery, state)).toBe(false);
    expect(changeListState(state, { page: 4, after: MILESTONE })).toEqual({ ...TASK_DEFAULTS, page: 4, after: MILESTONE });
    expect(changeListState(state, { page: 2 })).toEqual({ ...TASK_DEFAULTS, page: 2 });
    expect(changeListState(state, { priority: 'high' })).toEqual({ ...TASK_DEFAULTS, page: 1, priority: 'high' });
    expect(read('page=2&before=nope')).toEqual({ ...TASK_DEFAULTS, page: 2 });
  });
});

describe('the API query of a list state', () => {
  it('asks with the non-default values only, fixed values and overrides included', () => {
    expect(listQuery(TaskListQuery, { ...read('q=a%20b&assignedToId=unassigned'), page: 2 })).toBe('page=2&q=a+b&assignedToId=unassigned');
    expect(listQuery(TaskListQuery, read('sort=due'), { status: 'completed', pageSize: 20 })).toBe('pageSize=20&status=completed&sort=due');
    expect(listQuery(CommunicationListQuery, { dateFrom: '2026-01-01', tzOffset: -60 })).toBe('dateFrom=2026-01-01&tzOffset=-60');
    expect(withQuery('/api/tasks', '')).toBe('/api/tasks');
    expect(withQuery('/api/tasks', 'page=2')).toBe('/api/tasks?page=2');
  });

  it('knows when a filter narrows the list; paging, order and fixed values do not', () => {
    expect(isFiltered(TaskListQuery, read('page=3&sort=due&dir=asc'))).toBe(false);
    expect(isFiltered(TaskListQuery, read('q=x'))).toBe(true);
    expect(isFiltered(TaskListQuery, read('q=x'), {}, ['q'])).toBe(false);
    expect(isFiltered(TaskListQuery, read(`clientId=${CLIENT}`), { fixed: { clientId: CLIENT } })).toBe(false);
    expect(isFiltered(UserListQuery, readListState(UserListQuery, new URLSearchParams('group=all')))).toBe(false);
  });

  it('says "none yet" only when the stats count nothing at all, otherwise that the filters hid everything', () => {
    expect(emptyKindOf({ items: [], stats: { total: 0 } })).toBe('none-yet');
    expect(emptyKindOf({ items: [], stats: { total: 4 } })).toBe('no-matches');
    expect(emptyKindOf({ items: [{}], stats: { total: 4 } })).toBeNull();
  });

  it('counts pages, an empty list having one', () => {
    expect(pageCountOf({ total: 0, pageSize: 50 })).toBe(1);
    expect(pageCountOf({ total: 50, pageSize: 50 })).toBe(1);
    expect(pageCountOf({ total: 101, pageSize: 50 })).toBe(3);
  });
});

function inRouter(initial: string) {
  let location = '';
  function Probe({ children }: { children: ReactNode }) {
    const at = useLocation();
    location = `${at.pathname}${at.search}`;
    return children;
  }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '/tasks', element: <Probe>{children}</Probe> }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  return { wrapper, location: () => location };
}

describe('useListState', () => {
  it('reads the address, writes changes back to it and resets the page', () => {
    const router = inRouter('/tasks?view=board&page=3&status=bogus');
    const { result } = renderHook(() => useListState(TaskListQuery), { wrapper: router.wrapper });
    expect(result.current.state.page).toBe(3);
    expect(result.current.state.status).toBeUndefined();
    act(() => result.current.set({ priority: 'high' }));
    expect(router.location()).toBe('/tasks?view=board&priority=high');
    act(() => result.current.setPage(2));
    act(() => result.current.setQuery('login'));
    expect(router.location()).toBe('/tasks?view=board&q=login&priority=high');
    expect(result.current.isFiltered(['q'])).toBe(true);
    act(() => result.current.set({ sort: 'due' }));
    act(() => result.current.clear());
    expect(router.location()).toBe('/tasks?view=board&sort=due');
    expect(result.current.query).toBe('sort=due');
  });

  it("drops a search reported after a record was opened: the record's address keeps no list query", async () => {
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter(
        [
          { path: '/tasks', element: children },
          { path: '/tasks/:id', element: <p>record</p> },
        ],
        { initialEntries: ['/tasks'] },
      );
      return <RouterProvider router={router} />;
    };
    // The list's controls as its last render made them: the search box reports its text after a pause.
    const { result } = renderHook(() => useListState(TaskListQuery), { wrapper });
    await act(() => router!.navigate('/tasks/1'));
    act(() => result.current.setQuery('late'));
    expect(`${router!.state.location.pathname}${router!.state.location.search}`).toBe('/tasks/1');
  });

  it('keeps a tab list in memory with its fixed values', () => {
    const { result } = renderHook(() => useLocalListState(TaskListQuery, { fixed: { clientId: CLIENT } }));
    act(() => result.current.set({ status: 'pending' }));
    expect(result.current.query).toBe(`status=pending&clientId=${CLIENT}`);
    expect(result.current.isFiltered()).toBe(true);
    act(() => result.current.clear());
    expect(result.current.isFiltered()).toBe(false);
    expect(result.current.query).toBe(`clientId=${CLIENT}`);
  });
});
