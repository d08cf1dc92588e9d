import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLiveQuery } from './live-topics';
import { announceSignOut, type TabSharing } from './shared-live-stream';
import { followLiveUpdates } from './use-live-updates';

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
  /** Closed by the page: a real EventSource dispatches nothing after that. */
  closedByPage = false;
  emit(type: string, data = '{}') {
    if (this.closedByPage) return;
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
  close() {
    this.closedByPage = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}
const streamsOpen = () => FakeEventSource.opened.filter((s) => s.readyState !== FakeEventSource.CLOSED);

/**
 * The browser's Web Locks and BroadcastChannel as one browser's tabs see them, in memory: a lock is granted to one
 * request at a time, in the order asked; a message reaches every other open channel of its name, a turn later.
 */
function memoryBrowser(): TabSharing {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const channels = new Set<{ name: string; closed: boolean; onmessage: ((e: MessageEvent) => void) | null }>();
  const grant = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
  };
  const request = (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) =>
    new Promise((resolve, reject) => {
      const run = () => {
        held.add(name);
        void Promise.resolve(callback({ name, mode: 'exclusive' }))
          .then(resolve, reject)
          .finally(() => {
            held.delete(name);
            grant(name);
          });
      };
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(run);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(new DOMException('Aborted', 'AbortError'));
      });
      queue.push(run);
      if (!held.has(name)) grant(name);
    });
  const channel = (name: string) => {
    const self = {
      name,
      closed: false,
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of channels) {
          if (other === self || other.name !== name) continue;
          const copy = structuredClone(data);
          queueMicrotask(() => !other.closed && other.onmessage?.(new MessageEvent('message', { data: copy })));
        }
      },
      close() {
        self.closed = true;
        channels.delete(self);
      },
    };
    channels.add(self);
    return self as unknown as BroadcastChannel;
  };
  return { locks: { request } as unknown as TabSharing['locks'], channel };
}

const KEYS = [
  ['tasks', 'list', 'all'],
  ['tasks', 'comments', 't1'],
  ['projects', 'detail', 'p1'],
  ['projects', 'detail', 'p1', 'team'],
  ['notifications', 'recent'],
  ['notifications', 'preferences'],
  ['messages', 'p1', 'list'],
  ['messages', 'p2', 'list'],
];
const EVERY_LIVE_KEY = KEYS.filter((key) => isLiveQuery(key)).map((k) => k.join('/'));

/** One tab: its own query cache, signed in as `userId`. */
function tab(userId: string) {
  const queryClient = new QueryClient();
  for (const key of KEYS) queryClient.setQueryData(key, { v: 1 });
  queryClient.setQueryData(['me'], { user: { id: userId } });
  const stale = () => KEYS.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((k) => k.join('/'));
  const fresh = () => KEYS.forEach((key) => queryClient.setQueryData(key, { v: 2 }));
  return { queryClient, stale, fresh };
}

/** Every tab a test opened, closed after it (each listens on the one window for pagehide and pageshow). */
const following: Array<() => void> = [];
const follow = (queryClient: QueryClient, userId: string, sharing: TabSharing | null) => {
  const stop = followLiveUpdates(queryClient, userId, sharing);
  following.push(stop);
  return stop;
};

const flush = () => vi.advanceTimersByTimeAsync(0);

/** u1's `tabs` in one browser, all following and settled; the first leads (it holds the stream). Returns the browser. */
async function followInOneBrowser(...tabs: ReturnType<typeof tab>[]) {
  const browser = memoryBrowser();
  for (const t of tabs) follow(t.queryClient, 'u1', browser);
  await flush();
  return browser;
}
const ready = (es: FakeEventSource, userId: string) => es.emit('ready', JSON.stringify({ userId }));
const event = (topic: string, projectId: string | null = 'p1') => JSON.stringify({ topic, id: 'x1', projectId });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of following.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live updates in a tab of its own (a browser without Web Locks or BroadcastChannel)', () => {
  it('opens one stream and refreshes only the queries of each event', () => {
    const { queryClient, stale } = tab('u1');
    const stop = follow(queryClient, 'u1', null);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/events']);
    const es = FakeEventSource.opened[0]!;
    ready(es, 'u1');
    es.emit('message', event('message'));
    expect(stale()).toEqual(['messages/p1/list']);
    es.emit('message', event('notification', null));
    expect(stale()).toEqual(['notifications/recent', 'messages/p1/list']);
    es.emit('message', event('task'));
    // The project's own detail, not its team below it.
    expect(stale()).toContain('projects/detail/p1');
    expect(stale()).not.toContain('projects/detail/p1/team');
    expect(stale()).toContain('tasks/comments/t1');
    stop();
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('ignores what is not an event it knows', () => {
    const { queryClient, stale } = tab('u1');
    follow(queryClient, 'u1', null);
    const es = FakeEventSource.opened[0]!;
    es.emit('message', 'not json');
    es.emit('message', JSON.stringify({ topic: 'secrets', id: 'x', projectId: null }));
    expect(stale()).toEqual([]);
  });

  it('refetches everything live after a gap, and opens a refused stream again with a delay', () => {
    const { queryClient, stale } = tab('u1');
    follow(queryClient, 'u1', null);
    const first = FakeEventSource.opened[0]!;
    ready(first, 'u1');
    expect(stale()).toEqual([]);
    first.emit('resync');
    expect(stale()).toEqual(EVERY_LIVE_KEY);

    // The server refused the reconnection (401 after the session ended): who is signed in is asked again.
    first.readyState = FakeEventSource.CLOSED;
    first.emit('error');
    expect(queryClient.getQueryState(['me'])?.isInvalidated).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("closes a stream that is another user's (signed in elsewhere in the browser) without applying its events", () => {
    const { queryClient, stale } = tab('u1');
    follow(queryClient, 'u1', null);
    const es = FakeEventSource.opened[0]!;
    ready(es, 'u2');
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
    expect(queryClient.getQueryState(['me'])?.isInvalidated).toBe(true);
    es.emit('message', event('message'));
    expect(stale()).toEqual([]);
  });

  it('lets the stream go while the page is in the back/forward cache and opens it again when shown', () => {
    const { queryClient } = tab('u1');
    follow(queryClient, 'u1', null);
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    expect(streamsOpen()).toHaveLength(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(streamsOpen()).toHaveLength(1);
  });
});

describe('one stream shared by the tabs of a browser', () => {
  it("opens one stream for all the user's tabs and passes every event to each", async () => {
    const tabs = [tab('u1'), tab('u1'), tab('u1')];
    await followInOneBrowser(...tabs);
    expect(FakeEventSource.opened).toHaveLength(1);
    const es = FakeEventSource.opened[0]!;
    ready(es, 'u1');
    es.emit('message', event('message'));
    await flush();
    for (const t of tabs) expect(t.stale()).toEqual(['messages/p1/list']);
    es.emit('resync');
    await flush();
    for (const t of tabs) expect(t.stale()).toEqual(EVERY_LIVE_KEY);
  });

  it('a tab that joins a stream already listening refetches what it had loaded before; a later tab leads when the leader leaves', async () => {
    const browser = memoryBrowser();
    const a = tab('u1');
    const leaveA = follow(a.queryClient, 'u1', browser);
    await flush();
    ready(FakeEventSource.opened[0]!, 'u1');
    vi.advanceTimersByTime(10);
    // B's cache holds what was loaded before it joined: the changes since may have been missed.
    const b = tab('u1');
    vi.advanceTimersByTime(10);
    follow(b.queryClient, 'u1', browser);
    await flush();
    expect(b.stale()).toEqual(EVERY_LIVE_KEY);
    expect(a.stale()).toEqual([]);

    // A closes: B opens the stream; its `ready` follows a gap, so B refetches everything live again.
    b.fresh();
    leaveA();
    await flush();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    ready(FakeEventSource.opened[1]!, 'u1');
    expect(b.stale()).toEqual(EVERY_LIVE_KEY);
  });

  it('signing out in one tab closes the stream in the tab that holds it, and no other tab opens one', async () => {
    const leader = tab('u1');
    const other = tab('u1');
    const browser = await followInOneBrowser(leader, other);
    ready(FakeEventSource.opened[0]!, 'u1');
    // Signed out in a third tab, whose sign-out answered; the others are told, and ask who is signed in.
    leader.queryClient.setQueryData(['me'], null);
    other.queryClient.setQueryData(['me'], null);
    announceSignOut('u1', browser);
    await flush();
    expect(streamsOpen()).toHaveLength(0);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('follows the stream again when the same user is still signed in after a sign-out elsewhere', async () => {
    const browser = await followInOneBrowser(tab('u1'));
    // Signed out and straight back in as the same user: asked again, the server still names u1.
    announceSignOut('u1', browser);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(streamsOpen()).toEqual([FakeEventSource.opened[1]]);
  });

  it("keeps users apart: the next user's tabs never hear the previous user's events, and open their own stream", async () => {
    const browser = memoryBrowser();
    const previous = tab('u1');
    follow(previous.queryClient, 'u1', browser);
    await flush();
    const first = FakeEventSource.opened[0]!;
    ready(first, 'u1');

    const next = tab('u2');
    follow(next.queryClient, 'u2', browser);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(2);
    first.emit('message', event('message'));
    await flush();
    expect(previous.stale()).toEqual(['messages/p1/list']);
    expect(next.stale()).toEqual([]);
  });

  it("passes nothing on from a stream that turns out to be another user's", async () => {
    const leader = tab('u1');
    const other = tab('u1');
    await followInOneBrowser(leader, other);
    const es = FakeEventSource.opened[0]!;
    // Signed in as u2 in a tab not told of it: the reconnected stream is u2's.
    ready(es, 'u2');
    es.emit('message', event('message'));
    await flush();
    expect(es.readyState).toBe(FakeEventSource.CLOSED);
    expect(leader.stale()).toEqual([]);
    expect(other.stale()).toEqual([]);
    // Both ask who is signed in.
    expect(other.queryClient.getQueryState(['me'])?.isInvalidated).toBe(true);
  });
});
