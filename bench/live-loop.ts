/**
 * The fan-out loop of live updates alone (src/server/live/streams.ts), without a database: N event streams served by
 * the real stream code behind @hono/node-server, held by a reading client in a second process; events are handed to
 * the streams as the hub hands them, and for each are measured the app's time in its own synchronous loop, its CPU
 * time until every byte was written, and the delay until the last stream read it. What `bench/live-fanout.ts`
 * measures end to end, with the database, the writer and the sign-ins taken out, to find where the time goes.
 *   npx tsx bench/live-loop.ts [--streams 5000] [--events 20] [--people 60]     (add --cpu-prof to profile the app)
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv, CurrentUser } from '@server/context';
import type { Db } from '@server/db/client';
import type { LiveHub, LiveSubscriber } from '@server/live/hub';
import type { LiveEvent } from '@server/live/publish';
import { createLiveStreams } from '@server/live/streams';
import type { Logger } from '@server/log';
import { onSseBlocks } from './sse-blocks';

const arg = (name: string, fallback: number) =>
  Number(process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const now = () => performance.timeOrigin + performance.now();

if (process.argv[2] === 'client') {
  // The reading side: opens the streams, reports when all are ready and when an event's last copy arrived.
  const [base, count] = [process.argv[3]!, Number(process.argv[4])];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const seen = new Map<string, number>();
  let ready = 0;
  for (let i = 0; i < count; i++) {
    setTimeout(() => {
      http.get(`${base}/events?i=${i}`, { agent }, (res) => {
        onSseBlocks(res, (block) => {
          if (block.startsWith('event: ready')) {
            if (++ready === count) process.send!({ ready: true });
          } else if (block.startsWith('data: ')) {
            const id = /"id":"([^"]+)"/.exec(block)![1]!;
            const n = (seen.get(id) ?? 0) + 1;
            seen.set(id, n);
            if (n === count) process.send!({ id, last: now() });
          }
        });
      });
    }, Math.random() * 2000);
  }
} else {
  const count = arg('--streams', 5000);
  const events = arg('--events', 20);
  const people = arg('--people', 60);
  const subscribers = new Set<LiveSubscriber>();
  const hub: LiveHub = {
    start: async () => {},
    subscribe: async (s) => {
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    stop: async () => {},
    onStop: () => () => {},
    stats: () => ({ subscribers: subscribers.size, listening: true, reconnects: 0, streams: 0 }),
  };
  const quiet = { info() {}, warn() {}, error() {} } as unknown as Logger;
  const streams = createLiveStreams({ db: null as unknown as Db, hub, log: quiet, heartbeatSeconds: 3600 });
  // Admins (scope 'all') of one agency: every stream may see every event; `people` of them share the streams.
  const users: CurrentUser[] = Array.from(
    { length: people },
    (_, i) => ({ id: `user-${i}`, role: 'admin', clientId: null }) as unknown as CurrentUser,
  );
  const app = new Hono<AppEnv>();
  app.get('/events', (c) => {
    const i = Number(c.req.query('i'));
    return c.body(streams.serve(users[i % people]!, `session-${i % people}`, c.env.outgoing), 200, {
      'Content-Type': 'text/event-stream',
      'Transfer-Encoding': 'chunked',
      'Cache-Control': 'no-store',
    });
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as http.Server;
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = fork(process.argv[1]!, ['client', base, String(count)], { execArgv: ['--import', 'tsx'] });
  const messages: Array<(m: { ready?: boolean; id?: string; last?: number }) => void> = [];
  client.on('message', (m: { ready?: boolean; id?: string; last?: number }) => messages.shift()?.(m));
  const next = () => new Promise<{ ready?: boolean; id?: string; last?: number }>((resolve) => messages.push(resolve));
  await next();
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const loop: number[] = [];
  const delay: number[] = [];
  const cpu: number[] = [];
  for (let e = 0; e < events; e++) {
    const event: LiveEvent = { topic: 'comment', id: `event-${e}`, projectId: 'p', clientId: 'c' };
    const arrived = next();
    const cpuBefore = process.cpuUsage();
    const sent = now();
    for (const s of subscribers) s.event(event);
    loop.push(now() - sent);
    const { last } = await arrived;
    delay.push(last! - sent);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const p = (values: number[], q: number) =>
    Math.round([...values].sort((a, b) => a - b)[Math.ceil((q / 100) * values.length) - 1]! * 10) / 10;
  console.log(`${count} streams of ${people} people, ${events} events (load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}):`);
  console.log(`  app's synchronous loop per event   p50 ${p(loop, 50)} ms, p95 ${p(loop, 95)} ms`);
  console.log(`  app's CPU per event (until read)   p50 ${p(cpu, 50)} ms, p95 ${p(cpu, 95)} ms`);
  console.log(`  event -> last stream read it       p50 ${p(delay, 50)} ms, p95 ${p(delay, 95)} ms`);
  client.kill();
  server.closeAllConnections();
  server.close();
  process.exit(0);
}
