/**
 * The facts the demo's random parts must not contradict, settled once the rows exist (without drawing from the random
 * stream, so the rest of the demo stays as it was). demo-facts.test.ts checks each of them on a seeded database.
 */
import { randomUUID } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '../../auth/auth';
import type { DemoContext } from './demo-context';
import { DAY, type TaskRow } from './demo-types';

/** A project's completion is its share of tasks completed (decision 0027): what the database would compute. */
export function settleProjectCompletion(ctx: DemoContext, projectIds: readonly string[], tasks: readonly TaskRow[]): void {
  const wanted = new Set(projectIds);
  const counts = new Map<string, { done: number; all: number }>();
  for (const task of tasks) {
    if (!task.projectId || !wanted.has(task.projectId)) continue;
    const c = counts.get(task.projectId) ?? { done: 0, all: 0 };
    c.all += 1;
    if (task.status === 'completed') c.done += 1;
    counts.set(task.projectId, c);
  }
  for (const project of ctx.data.projects) {
    if (!wanted.has(project.id)) continue;
    const c = counts.get(project.id);
    project.completionPercentage = c && c.all > 0 ? Math.round((100 * c.done) / c.all) : 0;
  }
}

/** Decision 0026: whoever is assigned a task on a project is on its team (or manages it). */
export function settleTeams(ctx: DemoContext): void {
  const managerOf = new Map(ctx.data.projects.map((p) => [p.id, p.projectManagerId ?? null]));
  const onTeam = new Set(ctx.data.projectAssignments.map((a) => `${a.projectId}:${a.profileId}`));
  const roleOf = new Map(ctx.data.users.map((u) => [u.id, u.role]));
  for (const task of ctx.data.tasks) {
    if (!task.projectId || !task.assignedToId || managerOf.get(task.projectId) === task.assignedToId) continue;
    const key = `${task.projectId}:${task.assignedToId}`;
    if (onTeam.has(key)) continue;
    onTeam.add(key);
    const role = roleOf.get(task.assignedToId);
    ctx.data.projectAssignments.push({
      id: randomUUID(),
      projectId: task.projectId,
      profileId: task.assignedToId,
      role: role === 'designer' || role === 'manager' || role === 'support' ? role : 'developer',
      createdAt: task.createdAt,
    });
  }
}

/** How long before their latest act a person settled here last signed in. */
const SIGNED_IN_BEFORE_MS = 20 * 60_000;

/**
 * Nobody acts without signing in: a person with comments, communications, tasks, invoices or log entries has signed in,
 * and their last sign-in is no more than one session's life before their latest act (a session starts at a sign-in and
 * lasts SESSION_TTL_SECONDS). Someone who broke that is given a sign-in shortly before their latest act. People with no
 * activity keep what was drawn for them, "never signed in" included.
 */
export function settleSignIns(ctx: DemoContext): void {
  const latest = new Map<string, number>();
  const note = (who: string | null | undefined, when: Date | null | undefined) => {
    if (!who || !when) return;
    latest.set(who, Math.max(latest.get(who) ?? 0, when.getTime()));
  };
  for (const c of ctx.data.taskComments) note(c.userId, c.createdAt);
  for (const c of ctx.data.communications) note(c.userId, c.createdAt);
  for (const t of ctx.data.tasks) note(t.createdById, t.createdAt);
  for (const i of ctx.data.invoices) note(i.createdById, i.createdAt);
  for (const a of ctx.data.activityLog) note(a.actorId, a.createdAt);

  const session = SESSION_TTL_SECONDS * 1000;
  for (const user of ctx.data.users) {
    const last = latest.get(user.id);
    if (last === undefined) continue;
    const signedIn = user.lastLoginAt?.getTime();
    if (signedIn !== undefined && signedIn + session >= last) continue;
    const created = user.createdAt?.getTime() ?? last - DAY;
    user.lastLoginAt = new Date(Math.min(ctx.nowMs, Math.max(created, last - SIGNED_IN_BEFORE_MS)));
  }
}
