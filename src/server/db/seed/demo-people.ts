/** Staff and client people: the fixed demo accounts and the made-up staff of later batches. */
import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/roles';
import { AGENCY, FIRST_NAMES, LAST_NAMES } from './catalog-people';
import { DEMO_ACCOUNTS } from './demo-types';
import { BATCH0_EXTRA_STAFF, GENERATED_STAFF, type StaffKey } from './demo-plan';
import { workTime, slugify, fullName, type DemoContext, type Person } from './demo-context';

// ------------------------------------------------------------------ people

export function uniqueEmail(ctx: DemoContext, local: string, domain: string): string {
  const base = local.split('.').map(slugify).filter(Boolean).join('.');
  let email = `${base}@${domain}`;
  for (let n = 2; ctx.emails.has(email); n++) email = `${base}${n}@${domain}`;
  return email;
}

export function addPerson(ctx: DemoContext, p: Omit<Person, 'id'> & { createdAt: Date; lastLoginAt?: Date | null }): Person {
  const person: Person = { ...p, id: randomUUID() };
  if (ctx.emails.has(p.email)) throw new Error(`Duplicate demo e-mail ${p.email}`);
  ctx.emails.add(p.email);
  ctx.people.push(person);
  ctx.data.users.push({
    id: person.id,
    email: person.email,
    emailVerified: true,
    name: fullName(person),
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    status: person.status,
    clientId: person.clientId,
    lastLoginAt: p.lastLoginAt ?? null,
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  });
  ctx.data.accounts.push({
    id: randomUUID(),
    accountId: person.id,
    providerId: 'credential',
    userId: person.id,
    password: ctx.passwordHash,
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  });
  return person;
}

/** The six staff demo accounts and batch 0's extra staff (client users come with their clients). */
export function addFixedPeople(ctx: DemoContext): Record<StaffKey, Person> {
  const staffKeys: Record<string, StaffKey> = {
    super_admin: 'superAdmin',
    admin: 'admin',
    manager: 'managerMain',
    developer: 'devMain',
    designer: 'designerMain',
    support: 'supportMain',
  };
  const fixed: Partial<Record<StaffKey, Person>> = {};
  DEMO_ACCOUNTS.forEach((account, i) => {
    const key = staffKeys[account.role];
    if (!key) return;
    fixed[key] = addPerson(ctx, {
      ...account,
      status: 'active',
      clientId: null,
      demo: true,
      createdAt: workTime(ctx, 1400 - i * 150),
      lastLoginAt: workTime(ctx, ctx.rng.int(0, 3)),
    });
  });
  BATCH0_EXTRA_STAFF.forEach((s, i) => {
    fixed[s.key] = addPerson(ctx, {
      email: s.email,
      role: s.role,
      firstName: s.firstName,
      lastName: s.lastName,
      status: s.status,
      clientId: null,
      demo: s.email.endsWith('@demo.test'),
      createdAt: workTime(ctx, 700 - i * 120 + (s.status === 'active' ? 0 : 500)),
      lastLoginAt: workTime(ctx, s.status === 'active' ? ctx.rng.int(0, 10) : 35),
    });
  });
  return fixed as Record<StaffKey, Person>;
}

export function randomName(ctx: DemoContext): { firstName: string; lastName: string } {
  return { firstName: ctx.rng.pick(FIRST_NAMES), lastName: ctx.rng.pick(LAST_NAMES) };
}

/** Someone from earlier batches with this role, never a demo account. */
export function pickEarlier(ctx: DemoContext, role: Role, exclude: readonly Person[]): Person {
  const pool = ctx.people.filter((p) => p.role === role && !p.demo && p.status === 'active' && !exclude.includes(p));
  const any = ctx.people.filter((p) => p.role === role && !exclude.includes(p));
  return ctx.rng.pick(pool.length > 0 ? pool : any);
}

export function staffForBatch(ctx: DemoContext, batch: number, fixed: Record<StaffKey, Person>): Record<StaffKey, Person> {
  if (batch === 0) return fixed;
  const staff: Partial<Record<StaffKey, Person>> = { superAdmin: fixed.superAdmin, admin: fixed.admin };
  for (const [key, role] of GENERATED_STAFF) {
    const name = randomName(ctx);
    staff[key] = addPerson(ctx, {
      ...name,
      role,
      status: 'active',
      clientId: null,
      demo: false,
      email: uniqueEmail(ctx, `${name.firstName}.${name.lastName}`, AGENCY.domain),
      createdAt: workTime(ctx, ctx.rng.int(30, 1500)),
      lastLoginAt: ctx.rng.chance(0.9) ? workTime(ctx, ctx.rng.int(0, 20)) : null,
    });
  }
  const chosen = Object.values(staff);
  staff.managerMain = pickEarlier(ctx, 'manager', chosen);
  staff.devSpare = pickEarlier(ctx, 'developer', chosen);
  staff.designerAlt = pickEarlier(ctx, 'designer', chosen);
  return staff as Record<StaffKey, Person>;
}
