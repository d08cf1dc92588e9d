/**
 * Each recipient reads a notification in their own language (src/server/reader-language.ts): one message in a
 * project's conversation reaches the client's users in their company's Spanish, a staff member who chose German in
 * German and the rest of the team in English, in the bell and in the e-mail alike.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, string>;
const ROLES_USED = ['admin', 'developer', 'support', 'client_additional'] as const;
const TEXT = `The staging site is ready for review (${Date.now().toString(36)}).`;
/** A project of the client users' company with the developer and support on its team. */
let project: { id: string; name: string };

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;

async function bell(role: DemoRole) {
  const res = await t.request('/api/notifications?limit=50', { cookie: cookies[role] });
  expect(res.status, res.text).toBe(200);
  const items = (res.json as { items: { kind: string; title: string; body: string; link: string }[] }).items;
  return items.filter((i) => i.kind === 'project_message' && i.body.includes(TEXT));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES_USED) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
  const company = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_additional}`)).client_id;
  project = await one(sql`select p.id, p.name from projects p where p.client_id = ${company}
    and exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${userIds.developer})
    and exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${userIds.support})
    order by p.id limit 1`);
  // The company speaks Spanish and its users chose nothing of their own; the support member chose German.
  await queryRows(t.database.db, sql`update clients set language = 'es', locale = 'es-MX' where id = ${company}`);
  await queryRows(t.database.db, sql`update users set language = null, locale = null where client_id = ${company}`);
  await queryRows(t.database.db, sql`update users set language = 'de', locale = 'de-DE' where id = ${userIds.support}`);
  await queryRows(t.database.db, sql`update users set language = null, locale = null where id = ${userIds.developer}`);
});
afterAll(() => t?.close());

describe('a notification in each recipient’s language', () => {
  it('words the bell row and the e-mail of one message in Spanish, German and English, each for its reader', async () => {
    const res = await t.request(`/api/projects/${project.id}/messages`, { cookie: cookies.admin, body: { body: TEXT, internal: false } });
    expect(res.status, res.text).toBe(201);
    const author = (await one<{ name: string }>(sql`select first_name || ' ' || last_name as name from users where id = ${userIds.admin}`))
      .name;
    const body = `${author}: ${TEXT}`;

    const link = `/projects/${project.id}?tab=conversation`;
    expect(await bell('client_additional')).toEqual([expect.objectContaining({ title: `Nuevo mensaje en ${project.name}`, body, link })]);
    expect(await bell('support')).toEqual([expect.objectContaining({ title: `Neue Nachricht zu ${project.name}`, body })]);
    expect(await bell('developer')).toEqual([expect.objectContaining({ title: `New message on ${project.name}`, body })]);

    await t.jobsSettled();
    const mails = readOutbox(outboxDir(t.env));
    const mailTo = (role: DemoRole) => mails.filter((m) => m.to === DEMO_ACCOUNTS[role] && m.text.includes(TEXT));

    const [spanish, ...moreSpanish] = mailTo('client_additional');
    expect(moreSpanish).toEqual([]);
    expect(spanish!.subject).toBe(`Nuevo mensaje en ${project.name}`);
    expect(spanish!.text).toMatch(/^Hola, .+:\n\n/);
    expect(spanish!.text).toContain(body);
    expect(spanish!.text).toContain('Ábralo en el portal: ');
    expect(spanish!.text).not.toContain('Open it in the portal');

    const [german] = mailTo('support');
    expect(german!.subject).toBe(`Neue Nachricht zu ${project.name}`);

    const [english] = mailTo('developer');
    expect(english!.subject).toBe(`New message on ${project.name}`);
    expect(english!.text).toMatch(/^Hello .+,\n\n/);
    expect(english!.text).toContain('Open it in the portal: ');
  });
});
