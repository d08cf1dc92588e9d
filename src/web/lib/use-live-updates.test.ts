import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLiveQuery } from './live-topics';
import { openLiveStream } from './use-live-updates';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data = '{}') {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function seeded() {
  const queryClient = new QueryClient();
  const keys = [
    ['tasks', 'list', 'all'],
    ['tasks', 'comments', 't1'],
    ['projects', 'detail', 'p1'],
    ['projects', 'detail', 'p1', 'team'],
    ['notifications', 'recent'],
    ['notifications', 'preferences'],
    ['messages', 'p1', 'list'],
    ['messages', 'p2', 'list'],
    ['me'],
  ];
  for (const key of keys) queryClient.setQueryData(key, { v: 1 });
  const stale = () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((k) => k.join('/'));
  return { queryClient, stale };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live updates in the browser', () => {
  it('opens one stream and refreshes only the queries of each event', () => {
    const { queryClient, stale } = seeded();
    const stop = openLiveStream(queryClient);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/events']);
    const es = FakeEventSource.opened[0]!;
    es.emit('ready');
    es.emit('message', JSON.stringify({ topic: 'message', id: 'm1', projectId: 'p1' }));
    expect(stale()).toEqual(['messages/p1/list']);
    es.emit('message', JSON.stringify({ topic: 'notification', id: 'n1', projectId: null }));
    expect(stale()).toEqual(['notifications/recent', 'messages/p1/list']);
    es.emit('message', JSON.stringify({ topic: 'task', id: 't9', projectId: 'p1' }));
    // The project's own detail, not its team below it.
    expect(stale()).toContain('projects/detail/p1');
    expect(stale()).not.toContain('projects/detail/p1/team');
    expect(stale()).toContain('tasks/comments/t1');
    stop();
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('ignores what is not an event it knows', () => {
    const { queryClient, stale } = seeded();
    openLiveStream(queryClient);
    const es = FakeEventSource.opened[0]!;
    es.emit('message', 'not json');
    es.emit('message', JSON.stringify({ topic: 'secrets', id: 'x', projectId: null }));
    expect(stale()).toEqual([]);
  });

  it('refetches everything live after a gap, and opens a refused stream again with a delay', () => {
    const { queryClient, stale } = seeded();
    openLiveStream(queryClient);
    const first = FakeEventSource.opened[0]!;
    first.emit('ready');
    expect(stale()).toEqual([]);
    first.emit('resync');
    expect(stale()).toEqual(['tasks/list/all', 'tasks/comments/t1', 'projects/detail/p1', 'projects/detail/p1/team', 'notifications/recent', 'messages/p1/list', 'messages/p2/list']);

    // The server refused the reconnection (401 after the session ended): who is signed in is asked again.
    first.readyState = FakeEventSource.CLOSED;
    first.emit('error');
    expect(queryClient.getQueryState(['me'])?.isInvalidated).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('counts as live exactly the prefixes of the table', () => {
    expect(isLiveQuery(['tasks', 'detail', 'x'])).toBe(true);
    expect(isLiveQuery(['notifications', 'preferences'])).toBe(false);
    expect(isLiveQuery(['users', 'list'])).toBe(false);
  });
});
