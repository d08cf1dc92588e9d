/**
 * Communications read from the reader's side (decision 0106): a client user reads "You wrote" on their own e-mail, a
 * colleague's name on a colleague's, their company's name on one from another of its addresses, and the agency's name
 * on what the agency sent or shared; staff keep the agency's side (no label: author and Received or Sent).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/harness';
import { companyId, cookies, one, setUpCommunications, t } from './communications-helpers';

setUpCommunications();

const TOKEN = 'Qzreaderside';
const made = {} as Record<'mine' | 'colleague' | 'company' | 'agency' | 'minutes', string>;
let agencyName: string;
let companyName: string;
const nameOf = async (email: string) => {
  const u = await one<{ name: string }>(sql`select first_name || ' ' || last_name as name from users where email = ${email}`);
  return u.name;
};

beforeAll(async () => {
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request('/api/communications', { cookie: cookies.manager, body: { clientId: companyId, ...body } });
    expect(res.status, res.text).toBe(201);
    return res.json.id as string;
  };
  const email = (subject: string, from: string, direction = 'inbound') =>
    create({ type: 'email', direction, subject: `${TOKEN} ${subject}`, fromEmail: from, toEmail: 'pm@agency.test' });
  made.mine = await email('from the primary', DEMO_ACCOUNTS.client_primary.toUpperCase());
  made.colleague = await email('from the colleague', DEMO_ACCOUNTS.client_additional);
  made.company = await email('from their accounts office', 'accounts@elsewhere.test');
  made.agency = await email('from the agency', DEMO_ACCOUNTS.manager, 'outbound');
  made.minutes = await create({ type: 'meeting', direction: 'outbound', subject: `${TOKEN} minutes`, staffOnly: false });
  agencyName = (await one<{ legal_name: string }>(sql`select legal_name from agency_profile where id = 1`)).legal_name;
  companyName = (await one<{ name: string }>(sql`select name from clients where id = ${companyId}`)).name;
});

const labelsFor = async (who: 'client_primary' | 'client_additional' | 'manager') => {
  const res = await t.request(`/api/communications?q=${TOKEN}&pageSize=50`, { cookie: cookies[who] });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.json.items as { id: string; readerLabel: string | null }[]).map((i) => [i.id, i.readerLabel]));
};

describe('who wrote it, as the reader says it', () => {
  it('the primary contact reads "You wrote" on their own e-mail, their colleague’s name, their company, the agency', async () => {
    const labels = await labelsFor('client_primary');
    expect(labels[made.mine]).toBe('You wrote');
    expect(labels[made.colleague]).toBe(`${await nameOf(DEMO_ACCOUNTS.client_additional)} wrote`);
    expect(labels[made.company]).toBe(`${companyName} wrote`);
    expect(labels[made.agency]).toBe(`${agencyName} wrote`);
    expect(labels[made.minutes]).toBe(`${agencyName} wrote`);
    expect(agencyName).toBeTruthy();
    // The detail says the same.
    const detail = await t.request(`/api/communications/${made.mine}`, { cookie: cookies.client_primary });
    expect(detail.json.readerLabel).toBe('You wrote');
  });

  it('the colleague reads the same records from their own side', async () => {
    const labels = await labelsFor('client_additional');
    expect(labels[made.mine]).toBe(`${await nameOf(DEMO_ACCOUNTS.client_primary)} wrote`);
    expect(labels[made.colleague]).toBe('You wrote');
    expect(labels[made.agency]).toBe(`${agencyName} wrote`);
  });

  it('staff keep the agency’s side: no label, the direction as stored', async () => {
    const labels = await labelsFor('manager');
    expect(Object.keys(labels)).toHaveLength(5);
    expect(Object.values(labels).every((l) => l === null)).toBe(true);
  });

  it('the client dashboard’s recent communications carry the label, never the agency’s Received or Sent', async () => {
    const res = await t.request('/api/client-dashboard', { cookie: cookies.client_primary });
    expect(res.status).toBe(200);
    const recent = res.json.recentCommunications as { id: string; readerLabel: string }[];
    expect(recent.length).toBeGreaterThan(0);
    for (const c of recent) expect(c.readerLabel).toMatch(/ wrote$/);
    expect(recent.find((c) => c.id === made.minutes)?.readerLabel ?? `${agencyName} wrote`).toBe(`${agencyName} wrote`);
  });
});
