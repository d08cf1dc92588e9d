/** GET /api/users: who sees whom (compared with SQL written here), the switch, filters, search and paging. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { CLIENT_ROLES, STAFF_ROLES } from '@shared/roles';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const num = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);
const list = (as: DemoRole, query = '') => t.request(`/api/users${query}`, { cookie: cookies[as] });
type Item = {
  id: string;
  email: string;
  role: string;
  status: string;
  clientId: string | null;
  clientName: string | null;
  createdAt: string;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  // People whose names and addresses the searches below look for.
  await rows(sql`insert into users (email, name, first_name, last_name, role, status) values
    ('zed.percent@team.example', 'Zed Per%cent', 'Zed', 'Per%cent', 'designer', 'inactive'),
    ('quinn@zebra-mail.example', 'Quinn Zebra', 'Quinn', 'Zebra', 'support', 'pending')`);
});
afterAll(() => t.close());

describe('who sees whom', () => {
  it('shows managers and admins everyone, newest first', async () => {
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const res = await list(role, '?pageSize=200');
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(await num(sql`select count(*) as n from users`));
    }
    const items: Item[] = (await list('admin', '?pageSize=200')).json.items;
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows developers, designers and support the staff only', async () => {
    const staff = await num(
      sql`select count(*) as n from users where role in ('super_admin', 'admin', 'manager', 'developer', 'designer', 'support')`,
    );
    for (const role of ['developer', 'designer', 'support'] as const) {
      const res = await list(role, '?pageSize=200');
      expect(res.json.total, role).toBe(staff);
      expect(res.json.items.every((i: Item) => (STAFF_ROLES as readonly string[]).includes(i.role))).toBe(true);
      expect((await list(role, '?group=client')).json.total).toBe(0);
    }
  });

  it('shows a client user only the people of their own company', async () => {
    for (const role of ['client_primary', 'client_additional'] as const) {
      const company = sql`(select client_id from users where email = ${DEMO_ACCOUNTS[role]})`;
      const res = await list(role, '?pageSize=200');
      expect(res.json.total).toBe(await num(sql`select count(*) as n from users where client_id = ${company}`));
      expect(res.json.total).toBeGreaterThan(0);
      const companies = new Set(res.json.items.map((i: Item) => i.clientId));
      expect(companies.size).toBe(1);
      expect(res.json.items[0].clientName).toEqual(expect.any(String));
    }
  });

  it('needs a session', async () => {
    expect((await t.request('/api/users')).status).toBe(401);
  });
});

describe('the switch, filters and search', () => {
  it('splits the team from the client users', async () => {
    const staff: Item[] = (await list('admin', '?group=staff&pageSize=200')).json.items;
    const clients: Item[] = (await list('admin', '?group=client&pageSize=200')).json.items;
    expect(staff.every((i) => (STAFF_ROLES as readonly string[]).includes(i.role) && i.clientId === null)).toBe(true);
    expect(clients.every((i) => (CLIENT_ROLES as readonly string[]).includes(i.role) && i.clientId !== null)).toBe(true);
    expect(staff.length + clients.length).toBe((await list('admin', '?pageSize=200')).json.total);
  });

  it('filters by role and status', async () => {
    const designers = await list('admin', '?role=designer&pageSize=200');
    expect(designers.json.total).toBe(await num(sql`select count(*) as n from users where role = 'designer'`));
    const pending: Item[] = (await list('admin', '?status=pending')).json.items;
    expect(pending.map((i) => i.email)).toContain('quinn@zebra-mail.example');
    expect(pending.every((i) => i.status === 'pending')).toBe(true);
    const both = await list('admin', '?role=designer&status=inactive&group=staff');
    expect(both.json.items.map((i: Item) => i.email)).toContain('zed.percent@team.example');
  });

  it('searches first name, last name and e-mail, case-insensitively and literally', async () => {
    const emails = async (q: string) => (await list('admin', `?q=${encodeURIComponent(q)}`)).json.items.map((i: Item) => i.email);
    expect(await emails('ZED')).toContain('zed.percent@team.example');
    expect(await emails('ZEBRA')).toEqual(['quinn@zebra-mail.example']);
    expect(await emails('PER%CENT')).toEqual(['zed.percent@team.example']);
    expect(await emails('%')).toEqual(['zed.percent@team.example']);
    // '_' is a character here, not LIKE's any-one-character: only addresses that contain one.
    const underscored: string[] = await emails('_');
    expect(underscored.length).toBeGreaterThan(0);
    expect(underscored.every((e) => e.includes('_'))).toBe(true);
    expect(await emails("'; drop table users; --")).toEqual([]);
  });

  it('pages at 50 by default, at most 200, and refuses unknown parameters per field', async () => {
    const first = await list('admin');
    expect(first.json.pageSize).toBe(50);
    const total: number = first.json.total;
    const second = await list('admin', '?page=2&pageSize=5');
    const firstFive = await list('admin', '?page=1&pageSize=5');
    expect(second.json.items).toHaveLength(Math.min(5, Math.max(0, total - 5)));
    const overlap = second.json.items.filter((i: Item) => firstFive.json.items.some((j: Item) => j.id === i.id));
    expect(overlap).toEqual([]);
    const bad = await list('admin', '?pageSize=500&group=everyone&role=boss&status=gone&sort=name');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      pageSize: 'pageSize must be at most 200',
      group: 'Choose all, staff or client',
      role: 'Unknown role',
      status: 'Unknown status',
      sort: 'Unknown field.',
    });
  });
});
