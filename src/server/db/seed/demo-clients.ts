/** Clients, their users, projects with their teams, and milestones. */
import { randomUUID } from 'node:crypto';
import type { ClientStatus, MilestoneStatus } from '@shared/enums';
import type { Role } from '@shared/roles';
import { CLIENT_NOTES, INDUSTRY_NOUNS, PLACES, STREETS, TOWNS } from './catalog-companies';
import { COMPLETION_RANGE, MILESTONE_PHASES, PROJECT_CATALOG } from './catalog-projects';
import { DEMO_ACCOUNTS, DAY, HOUR, type ClientRow, type ProjectRow, type MilestoneRow } from './demo-types';
import { BATCH0_CLIENTS, BATCH0_PROJECTS, type StaffKey, type ProjectSlot, type ClientSpec } from './demo-plan';
import {
  isoDate,
  at,
  daysFromNow,
  workTime,
  between,
  slugify,
  type DemoContext,
  type Person,
  type ProjectInfo,
  type ClientInfo,
} from './demo-context';
import { uniqueEmail, addPerson, randomName } from './demo-people';

export function makeClientName(ctx: DemoContext, industry: string): string {
  const nouns = INDUSTRY_NOUNS[industry] ?? INDUSTRY_NOUNS.Other!;
  for (let attempt = 0; attempt < 30; attempt++) {
    const name = `${ctx.rng.pick(PLACES)} ${ctx.rng.pick(nouns)}`;
    if (!ctx.clientNames.has(name)) return name;
  }
  const base = `${ctx.rng.pick(PLACES)} ${ctx.rng.pick(nouns)}`;
  let n = 2;
  while (ctx.clientNames.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

export function makeClient(ctx: DemoContext, batch: number, slot: number, status: ClientStatus): ClientInfo {
  let spec: ClientSpec;
  if (batch === 0) {
    spec = BATCH0_CLIENTS[slot]!;
  } else {
    const industry = ctx.rng.pick(Object.keys(INDUSTRY_NOUNS));
    const name = makeClientName(ctx, industry);
    const domain = `${slugify(name)}.test`;
    const contact = randomName(ctx);
    const [city, state, zip] = ctx.rng.pick(TOWNS);
    spec = {
      name,
      industry,
      contact: [contact.firstName, contact.lastName],
      email: `${slugify(contact.firstName)}.${slugify(contact.lastName)}@${domain}`,
      phone: `(505) 555-01${String(ctx.rng.int(0, 99)).padStart(2, '0')}`,
      website: `https://www.${domain}`,
      billingAddress: `${ctx.rng.int(100, 9800)} ${ctx.rng.pick(STREETS)}, ${city}, ${state} ${zip}`,
      notes: ctx.rng.pick(CLIENT_NOTES[status]!),
    };
  }
  ctx.clientNames.add(spec.name);
  const ageDays = status === 'prospect' ? ctx.rng.int(5, 60) : ctx.rng.int(400, 1600);
  const createdAt = workTime(ctx, ageDays);
  const updatedAt = workTime(ctx, ctx.rng.int(0, Math.min(ageDays, 120)));
  const row: ClientRow = {
    id: randomUUID(),
    name: spec.name,
    contactPerson: `${spec.contact[0]} ${spec.contact[1]}`,
    email: spec.email,
    phone: spec.phone,
    website: spec.website,
    industry: spec.industry,
    status,
    billingAddress: spec.billingAddress,
    notes: spec.notes,
    ...(spec.language ? { language: spec.language, locale: spec.locale ?? null } : {}),
    createdAt,
    updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
  };
  ctx.data.clients.push(row);
  return { row, users: [], projects: [] };
}

export function makeClientUsers(ctx: DemoContext, batch: number, batchClients: ClientInfo[]): void {
  const add = (
    client: ClientInfo,
    role: Role,
    person: { firstName: string; lastName: string; email: string },
    status: Person['status'],
    loggedIn: boolean,
  ) => {
    const createdAt = between(ctx, client.row.createdAt!, at(ctx, client.row.createdAt!.getTime() + 20 * DAY));
    client.users.push(
      addPerson(ctx, {
        ...person,
        role,
        status,
        clientId: client.row.id,
        demo: batch === 0 && person.email.endsWith('@demo.test'),
        createdAt,
        lastLoginAt: loggedIn ? workTime(ctx, ctx.rng.int(0, 6)) : null,
      }),
    );
  };
  const [c0, c1, , c3] = batchClients as [ClientInfo, ClientInfo, ClientInfo, ClientInfo];
  if (batch === 0) {
    const [primary, additional] = [DEMO_ACCOUNTS[6], DEMO_ACCOUNTS[7]];
    add(c0, primary.role, primary, 'active', true);
    add(c0, additional.role, additional, 'active', false);
    add(c1, 'client_primary', { firstName: 'Carla', lastName: 'Jim', email: c1.row.email }, 'active', true);
    add(c3, 'client_additional', { firstName: 'Nina', lastName: 'Walsh', email: 'nina.walsh@fctitle.test' }, 'pending', false);
    return;
  }
  for (const client of [c0, c1]) {
    const [first, last] = client.row.contactPerson.split(' ') as [string, string];
    const domain = client.row.email.split('@')[1]!;
    add(
      client,
      'client_primary',
      { firstName: first, lastName: last, email: uniqueEmail(ctx, `${first}.${last}`, domain) },
      'active',
      true,
    );
  }
  const extra = randomName(ctx);
  add(
    c0,
    'client_additional',
    { ...extra, email: uniqueEmail(ctx, `${extra.firstName}.${extra.lastName}`, c0.row.email.split('@')[1]!) },
    'active',
    ctx.rng.chance(0.5),
  );
}

export function makeProject(
  ctx: DemoContext,
  batch: number,
  index: number,
  slot: ProjectSlot,
  batchClients: ClientInfo[],
  staff: Record<StaffKey, Person>,
): ProjectInfo {
  const client = batchClients[slot.client]!;
  const [name, description] = batch === 0 ? BATCH0_PROJECTS[index]! : ctx.rng.pick(PROJECT_CATALOG);
  const [lo, hi] = COMPLETION_RANGE[slot.status];
  const completion = ctx.rng.int(lo, hi);
  const duration = ctx.rng.int(120, 260);
  let start: Date;
  let end: Date | null;
  let createdAt: Date;
  let updatedAt: Date;
  switch (slot.status) {
    case 'planning':
      start = daysFromNow(ctx, ctx.rng.int(10, 45));
      end = new Date(start.getTime() + duration * DAY);
      createdAt = workTime(ctx, ctx.rng.int(3, 20));
      updatedAt = workTime(ctx, ctx.rng.int(0, 2));
      break;
    case 'active':
      start = new Date(ctx.nowMs - Math.round((duration * completion) / 100) * DAY);
      end = new Date(start.getTime() + duration * DAY);
      createdAt = workTime(ctx, Math.round((ctx.nowMs - start.getTime()) / DAY) + ctx.rng.int(7, 30));
      updatedAt = workTime(ctx, ctx.rng.int(0, 3));
      break;
    case 'on_hold':
      start = new Date(ctx.nowMs - Math.round((duration * (completion + 25)) / 100) * DAY);
      end = ctx.rng.chance(0.5) ? new Date(start.getTime() + duration * DAY) : null;
      createdAt = workTime(ctx, Math.round((ctx.nowMs - start.getTime()) / DAY) + ctx.rng.int(7, 30));
      updatedAt = workTime(ctx, ctx.rng.int(15, 40));
      break;
    case 'completed':
      end = daysFromNow(ctx, -ctx.rng.int(12, 55));
      start = new Date(end.getTime() - duration * DAY);
      createdAt = workTime(ctx, Math.round((ctx.nowMs - start.getTime()) / DAY) + ctx.rng.int(7, 30));
      updatedAt = at(ctx, end.getTime() + ctx.rng.int(1, 5) * DAY);
      break;
    case 'cancelled':
      start = daysFromNow(ctx, -ctx.rng.int(130, 300));
      end = new Date(start.getTime() + duration * DAY);
      createdAt = workTime(ctx, Math.round((ctx.nowMs - start.getTime()) / DAY) + ctx.rng.int(7, 30));
      updatedAt = workTime(ctx, ctx.rng.int(20, 75));
      break;
  }
  const row: ProjectRow = {
    id: randomUUID(),
    name,
    description,
    clientId: client.row.id,
    status: slot.status,
    priority: slot.priority,
    startDate: isoDate(start),
    endDate: end ? isoDate(end) : null,
    completionPercentage: completion,
    projectManagerId: slot.pm ? staff[slot.pm].id : null,
    // What the client sees (decision 0103): the budget of the work under way, and its estimates on the high-priority ones.
    clientSeesBudget: slot.status === 'active',
    clientSeesEstimates: slot.status === 'active' && slot.priority === 'high',
    createdAt,
    updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
  };
  ctx.data.projects.push(row);
  const team = slot.team.map(([key, role]) => ({ person: staff[key], role }));
  for (const member of team) {
    ctx.data.projectAssignments.push({
      id: randomUUID(),
      projectId: row.id,
      profileId: member.person.id,
      role: member.role,
      createdAt: between(ctx, createdAt, at(ctx, createdAt.getTime() + 14 * DAY)),
    });
  }
  const info: ProjectInfo = { row, slot, start, end, createdAt, team, pm: slot.pm ? staff[slot.pm] : null, milestones: [] };
  info.milestones = makeMilestones(ctx, info, completion);
  client.projects.push(info);
  return info;
}

export function makeMilestones(ctx: DemoContext, project: ProjectInfo, completion: number): MilestoneRow[] {
  const n = ctx.rng.int(3, 5);
  // Discovery first, then n-1 later phases in order.
  const later = ctx.rng
    .sample(
      MILESTONE_PHASES.slice(1).map((_, i) => i + 1),
      n - 1,
    )
    .sort((a, b) => a - b);
  const phases = [0, ...later].map((i) => MILESTONE_PHASES[i]!);
  const done = project.slot.status === 'completed' ? n : Math.floor((n * completion) / 100);
  const spanEnd = (project.end ?? new Date(project.start.getTime() + 180 * DAY)).getTime();
  const span = spanEnd - project.start.getTime();
  const rows = phases.map(([name, description], k): MilestoneRow => {
    const due = new Date(project.start.getTime() + Math.round(((k + 1) / n) * span));
    let status: MilestoneStatus;
    if (k < done) status = 'completed';
    else if (project.slot.status === 'planning') status = 'planned';
    else if (project.slot.status === 'cancelled') status = 'cancelled';
    else if (k === done) status = project.slot.status === 'on_hold' ? 'delayed' : 'in_progress';
    else status = 'planned';
    const completedAt = status === 'completed' ? at(ctx, due.getTime() + ctx.rng.int(-6, 3) * DAY + ctx.rng.int(15, 23) * HOUR) : null;
    const createdAt = project.createdAt;
    return {
      id: randomUUID(),
      projectId: project.row.id,
      name,
      description,
      status,
      dueDate: isoDate(due),
      completedAt,
      orderIndex: k,
      createdAt,
      updatedAt: completedAt && completedAt > createdAt ? completedAt : createdAt,
    };
  });
  ctx.data.milestones.push(...rows);
  return rows;
}
