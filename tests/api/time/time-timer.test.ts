/**
 * The timer (decision 0046): one running timer a person, whatever races; starting another stops the first; it lives
 * in the database, so a new session finds it; stopping rounds to the minute, caps at a day, or takes the real duration.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishLive } from '@server/live/publish';
import { APP_URL, DEMO_ACCOUNTS, type DemoRole } from '../support/harness';
import { readSse, type SseEvent } from '../support/sse-client';
import { companyId, cookies, count, devTask, one, rows, setUpTime, start, stop, t, timer, userIds } from './time-entries-helpers';

setUpTime();

let secondTask: string;
const running = (userId: string) => count(sql`select count(*)::int as n from time_entries where user_id = ${userId} and minutes is null`);

beforeAll(async () => {
  secondTask = (
    await one<{ id: string }>(sql`select id from tasks where project_id = ${devTask.projectId} and id <> ${devTask.id} order by id limit 1`)
  ).id;
  await rows(sql`update tasks set assigned_to_id = ${userIds.developer} where id = ${secondTask}`);
});

describe('the timer', () => {
  it('starts, shows in GET /timer, survives a new session, and stops at the minute (at least one)', async () => {
    expect((await timer('developer')).json).toEqual({ entry: null, elapsedSeconds: 0, tooLong: false });
    const started = await start('developer', devTask.id);
    expect(started.status, started.text).toBe(201);
    expect(started.json).toMatchObject({
      entry: { task: { id: devTask.id }, running: true, minutes: null, status: 'open' },
      tooLong: false,
    });
    // Another sign-in (another browser, after a restart) reads the same timer from the database.
    const fresh = await t.as(DEMO_ACCOUNTS.developer);
    const again = await t.request('/api/timer', { cookie: fresh });
    expect(again.json.entry.id).toBe(started.json.entry.id);
    const stopped = await stop('developer');
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.json).toMatchObject({ id: started.json.entry.id, running: false, minutes: 1 });
    expect(stopped.json.endedAt).not.toBeNull();
    expect((await stop('developer')).status).toBe(409);
  });

  it('starting on another task stops the first in the same step', async () => {
    const first = (await start('developer', devTask.id)).json.entry;
    const second = (await start('developer', secondTask)).json.entry;
    expect(second.task.id).toBe(secondTask);
    expect(await running(userIds.developer)).toBe(1);
    const firstNow = await one<{ minutes: number; ended_at: string | null }>(
      sql`select minutes, ended_at from time_entries where id = ${first.id}`,
    );
    expect(firstNow.minutes).toBeGreaterThanOrEqual(1);
    expect(firstNow.ended_at).not.toBeNull();
    await stop('developer');
  });

  it('several starts at once leave exactly one timer running', async () => {
    const results = await Promise.all([devTask.id, secondTask, devTask.id, secondTask, devTask.id].map((task) => start('developer', task)));
    for (const res of results) expect([201, 409], res.text).toContain(res.status);
    expect(results.some((res) => res.status === 201)).toBe(true);
    expect(await running(userIds.developer)).toBe(1);
    await stop('developer');
    expect(await running(userIds.developer)).toBe(0);
  });

  it('over 12 hours it says so; stopping takes the real duration, or caps the clock at a day', async () => {
    const a = (await start('developer', devTask.id)).json.entry;
    await rows(sql`update time_entries set started_at = now() - interval '13 hours' where id = ${a.id}`);
    const state = (await timer('developer')).json;
    expect(state.tooLong).toBe(true);
    expect(state.elapsedSeconds).toBeGreaterThan(12 * 3600);
    expect((await stop('developer', { minutes: '1h 35m' })).json).toMatchObject({ id: a.id, minutes: 95 });

    const b = (await start('developer', devTask.id)).json.entry;
    await rows(sql`update time_entries set started_at = now() - interval '30 hours' where id = ${b.id}`);
    expect((await stop('developer')).json).toMatchObject({ id: b.id, minutes: 1440 });
    expect((await stop('developer', { minutes: 'later' })).status).toBe(400);
  });

  it('a running timer is not given minutes by PATCH; client users have no timer', async () => {
    const entry = (await start('developer', devTask.id)).json.entry;
    const res = await t.request(`/api/time-entries/${entry.id}`, {
      method: 'PATCH',
      cookie: await t.as(DEMO_ACCOUNTS.developer),
      body: { minutes: 30 },
    });
    expect(res.status).toBe(409);
    await stop('developer');
    expect((await start('client_primary', devTask.id)).status).toBe(403);
    expect((await timer('client_primary')).status).toBe(403);
  });

  it("tells the owner's tabs and staff who see the project, never client users", async () => {
    const open = async (role: DemoRole) => {
      const res = await t.app.request(`${APP_URL}/api/events`, { headers: { cookie: cookies[role], origin: APP_URL } });
      const client = readSse(res.body!);
      await client.next((e) => e.event === 'ready');
      return client;
    };
    const [developer, manager, client] = [await open('developer'), await open('manager'), await open('client_primary')];
    try {
      const entry = (await start('developer', devTask.id)).json.entry;
      const isThis = (e: SseEvent) => e.data.topic === 'time' && e.data.id === entry.id;
      await developer.next(isThis);
      await manager.next(isThis);
      await stop('developer');
      // A later event of the client's own company reaches them: by then any time event would have too.
      const marker = '00000000-0000-4000-8000-0000000000aa';
      await t.database.db.transaction((tx) => publishLive(tx, { topic: 'task', id: marker, clientId: companyId }));
      await client.next((e) => e.data.id === marker);
      expect(client.events.filter((e) => e.data.topic === 'time')).toEqual([]);
    } finally {
      for (const s of [developer, manager, client]) s.close();
    }
  });
});
