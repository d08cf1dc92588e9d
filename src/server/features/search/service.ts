/**
 * Global search: each kind the caller may view, searched in SQL within the caller's scope (the same scope functions
 * the lists use), at most SEARCH_LIMIT_PER_KIND each. A kind the role may not view is never queried.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isClientRole, ROLE_LABELS, type Role } from '@shared/roles';
import { can } from '@shared/permissions';
import { SEARCH_LIMIT_PER_KIND, type SearchResponse, type SearchResult } from '@shared/schemas/search';
import { clientScope, communicationScope, projectScope, taskScope, userScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, communications, contactSubmissions, projects, tasks, users } from '../../db/schema';
import { searchAny } from '../../db/search';

const LIMIT = SEARCH_LIMIT_PER_KIND;
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

async function searchClients(db: Db, user: CurrentUser, q: string): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: clients.id, name: clients.name, industry: clients.industry, status: clients.status })
    .from(clients)
    .where(and(clientScope(user), searchAny(q, [clients.name])))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(LIMIT);
  // Client users have no client screen: their company's page is their dashboard.
  const pathOf = (id: string) => (isClientRole(user.role) ? '/client-dashboard' : `/clients/${id}`);
  return rows.map((r) => ({
    kind: 'client',
    id: r.id,
    title: r.name,
    subtitle: joined('Client', r.industry, capitalised(r.status)),
    path: pathOf(r.id),
  }));
}

async function searchProjects(db: Db, user: CurrentUser, q: string): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: projects.id, name: projects.name, clientName: clients.name })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(projectScope(user), searchAny(q, [projects.name])))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    kind: 'project',
    id: r.id,
    title: r.name,
    subtitle: joined('Project', r.clientName),
    path: `/projects/${r.id}`,
  }));
}

async function searchTasks(db: Db, user: CurrentUser, q: string): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, clientName: clients.name, projectName: projects.name })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(taskScope(user), searchAny(q, [tasks.title])))
    .orderBy(asc(tasks.title), asc(tasks.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    kind: 'task',
    id: r.id,
    title: r.title,
    subtitle: joined(r.clientName, r.projectName),
    path: `/tasks/${r.id}`,
  }));
}

async function searchCommunications(db: Db, user: CurrentUser, q: string): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: communications.id, subject: communications.subject, type: communications.type, clientName: clients.name })
    .from(communications)
    .innerJoin(clients, eq(clients.id, communications.clientId))
    .where(and(communicationScope(user), searchAny(q, [communications.subject])))
    .orderBy(asc(communications.subject), asc(communications.id))
    .limit(LIMIT);
  // Communications have no page of their own: the list opens searched for the subject.
  return rows.map((r) => ({
    kind: 'communication',
    id: r.id,
    title: r.subject,
    subtitle: joined(r.clientName, capitalised(r.type)),
    path: `/communications?${new URLSearchParams({ q: r.subject }).toString()}`,
  }));
}

/** People (leads, users) match on either name, the full name, the e-mail and `more`; listed by last name. */
interface PersonColumns {
  id: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
}
const personMatch = (t: PersonColumns, q: string, ...more: AnyPgColumn[]) =>
  searchAny(q, [t.firstName, t.lastName, t.email, ...more, sql`${t.firstName} || ' ' || ${t.lastName}`]);
const byPersonName = (t: PersonColumns) => [asc(t.lastName), asc(t.firstName), asc(t.id)];
const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`;

async function searchLeads(db: Db, q: string): Promise<SearchResult[]> {
  const s = contactSubmissions;
  const rows = await db
    .select({ id: s.id, firstName: s.firstName, lastName: s.lastName, email: s.email, company: s.company })
    .from(s)
    .where(personMatch(s, q, s.company))
    .orderBy(...byPersonName(s))
    .limit(LIMIT);
  const pathOf = (email: string) => `/contact-submissions?${new URLSearchParams({ q: email }).toString()}`;
  return rows.map((r) => ({ kind: 'lead', id: r.id, title: fullName(r), subtitle: joined('Lead', r.company), path: pathOf(r.email) }));
}

async function searchUsers(db: Db, user: CurrentUser, q: string): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(and(userScope(user), personMatch(users, q)))
    .orderBy(...byPersonName(users))
    .limit(LIMIT);
  // Settings > Users shows the same people with the same fields to the same roles.
  const subtitleOf = (r: { role: string; email: string }) => joined(ROLE_LABELS[r.role as Role] ?? r.role, r.email);
  return rows.map((r) => ({ kind: 'user', id: r.id, title: fullName(r), subtitle: subtitleOf(r), path: '/settings' }));
}

const none = Promise.resolve([] as SearchResult[]);

export async function search(db: Db, user: CurrentUser, q: string): Promise<SearchResponse> {
  const groups = await Promise.all([
    can(user.role, 'clients.view') ? searchClients(db, user, q) : none,
    can(user.role, 'projects.view') ? searchProjects(db, user, q) : none,
    can(user.role, 'tasks.view') ? searchTasks(db, user, q) : none,
    can(user.role, 'communications.view') ? searchCommunications(db, user, q) : none,
    can(user.role, 'leads.view') ? searchLeads(db, q) : none,
    // A user result opens Settings > Users; client users have no such screen (decision 0029), so they get none.
    can(user.role, 'users.view') && !isClientRole(user.role) ? searchUsers(db, user, q) : none,
  ]);
  return { q, results: groups.flat() };
}
