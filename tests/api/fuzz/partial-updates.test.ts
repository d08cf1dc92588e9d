/**
 * A PATCH changes only the fields it sends: a task, a communication and a revenue record keep every other field,
 * including those a form could leave empty (end date, project, milestone, content).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.as(DEMO_ACCOUNTS.admin);
});
afterAll(() => t.close());

/** The record before and after a PATCH of one field: only that field differs (and the update time). */
async function patchOne(path: string, field: string, value: unknown) {
  const before = await t.request(path, { cookie });
  expect(before.status).toBe(200);
  const res = await t.request(path, { method: 'PATCH', body: { [field]: value }, cookie });
  expect(res.status, res.text).toBe(200);
  const after = await t.request(path, { cookie });
  const changed = Object.keys(after.json).filter(
    (key) =>
      key !== field && !/^updated|^can$|^activity/i.test(key) && JSON.stringify(after.json[key]) !== JSON.stringify(before.json[key]),
  );
  return { before: before.json, after: after.json, changed };
}

describe('a PATCH of one field', () => {
  it('leaves every other field of a task as it was', async () => {
    const list = await t.request('/api/tasks?pageSize=200', { cookie });
    const task = list.json.items.find(
      (x: { project: unknown; milestone: unknown; dueDate: string | null }) => x.project && x.milestone && x.dueDate,
    );
    const { after, changed } = await patchOne(`/api/tasks/${task.id}`, 'title', 'Renamed by a partial update');
    expect(after.title).toBe('Renamed by a partial update');
    expect(changed).toEqual([]);
  });

  it('leaves every other field of a communication as it was', async () => {
    const list = await t.request('/api/communications?pageSize=50', { cookie });
    const item = list.json.items[0];
    const { after, changed } = await patchOne(`/api/communications/${item.id}`, 'subject', 'Renamed by a partial update');
    expect(after.subject).toBe('Renamed by a partial update');
    expect(changed).toEqual([]);
  });

  it('leaves every other field of a revenue record as it was', async () => {
    const clients = (await t.request('/api/clients?pageSize=200', { cookie })).json.items as Array<{ id: string }>;
    const listOf = async (clientId: string) =>
      (await t.request(`/api/clients/${clientId}/revenue`, { cookie })).json.items as Array<Record<string, unknown>>;
    let clientId = '';
    let record: Record<string, unknown> | undefined;
    for (const c of clients) {
      record = (await listOf(c.id)).find((x) => x.endDate && x.project);
      if (record) {
        clientId = c.id;
        break;
      }
    }
    expect(record).toBeDefined();
    const res = await t.request(`/api/revenue/${record!.id}`, {
      method: 'PATCH',
      body: { description: 'Renamed by a partial update' },
      cookie,
    });
    expect(res.status, res.text).toBe(200);
    const after = (await listOf(clientId)).find((x) => x.id === record!.id)!;
    const changed = Object.keys(after).filter(
      (key) => key !== 'description' && !/^updated|^can$/i.test(key) && JSON.stringify(after[key]) !== JSON.stringify(record![key]),
    );
    expect(after.description).toBe('Renamed by a partial update');
    expect(changed).toEqual([]);
  });
});
