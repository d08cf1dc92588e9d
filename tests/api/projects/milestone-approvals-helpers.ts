/**
 * Shared setup of the milestone approval tests: the app behind a trusted proxy (so the stored address is known),
 * signed in as every demo account, a project of the client users' company to ask on, and the calls a screen makes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

export let t: TestApp;
export const cookies = {} as Record<DemoRole, string>;
export const ids = {} as Record<DemoRole, string>;
export let clientId: string;
export let projectId: string;

export const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
export const IP = '203.0.113.41';
/** A request as a proxy in front of the app reports it (TRUST_PROXY is on), so the stored address is known. */
export const call = (path: string, who: DemoRole, body?: unknown) =>
  t.request(path, { cookie: cookies[who], body, headers: { 'x-forwarded-for': IP } });

export const askFor = (id: string, who: DemoRole = 'manager', note?: string) =>
  call(`/api/milestones/${id}/approval-request`, who, note ? { note } : {});
export const askChanges = (id: string, note: string, who: DemoRole = 'client_primary') =>
  call(`/api/milestones/${id}/request-changes`, who, { note });
export const milestoneAs = async (id: string, who: DemoRole) => {
  const res = await call(`/api/projects/${projectId}/milestones`, who);
  expect(res.status).toBe(200);
  return (res.json as { id: string }[]).find((m) => m.id === id) as any;
};
export const NO_REQUEST = { approvalId: '00000000-0000-4000-8000-000000000000', contentHash: '0'.repeat(64) };
/** What the client's screen read: the waiting request and the milestone's fingerprint, from the row as they see it. */
export const shownTo = async (id: string) => {
  const approval = (await milestoneAs(id, 'client_primary'))?.approval;
  return approval?.currentHash ? { approvalId: approval.id as string, contentHash: approval.currentHash as string } : NO_REQUEST;
};
/** Approve the milestone as read just before, as the client's screen does. */
export const approve = async (id: string, who: DemoRole = 'client_primary', note?: string) =>
  call(`/api/milestones/${id}/approve`, who, { ...(note ? { note } : {}), ...(await shownTo(id)) });

let counter = 0;
export async function newMilestone(extra: Record<string, unknown> = {}) {
  const res = await call(`/api/projects/${projectId}/milestones`, 'manager', {
    name: `Design sign-off ${++counter}`,
    description: 'Home page',
    dueDate: '2099-03-01',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

/** Starts the app for the file's tests and closes it after them. */
export function setUpApprovals() {
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
      cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
      ids[role] = (await rows<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`))[0]!.id;
    }
    clientId = (await rows<{ client_id: string }>(sql`select client_id from users where id = ${ids.client_primary}`))[0]!.client_id;
    const res = await call('/api/projects', 'manager', { name: 'Approval playground', clientId, projectManagerId: ids.manager });
    expect(res.status).toBe(201);
    projectId = res.json.id;
  });
  afterAll(() => t.close());
}
