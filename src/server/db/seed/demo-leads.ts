/** Website leads (contact submissions) and the activity log. */
import { randomUUID } from 'node:crypto';
import { PROJECT_TYPES } from '@shared/enums';
import { INDUSTRY_NOUNS, LEAD_DESCRIPTIONS, PLACES } from './catalog-companies';
import { PER_BATCH, DAY, HOUR, type TaskRow, type CommentRow, type CommunicationRow, type ActivityRow } from './demo-types';
import { LEAD_STATUS_PLAN } from './demo-plan';
import { at, workTime, between, slugify, fullName, type DemoContext, type ProjectInfo, type ClientInfo } from './demo-context';
import { randomName } from './demo-people';

// ------------------------------------------------------------------ leads

export function makeLeads(ctx: DemoContext): void {
  const rng = ctx.rng;
  LEAD_STATUS_PLAN.forEach((status, i) => {
    const projectType = PROJECT_TYPES[i % PROJECT_TYPES.length]!;
    const person = randomName(ctx);
    const industry = rng.pick(Object.keys(INDUSTRY_NOUNS));
    const company = `${rng.pick(PLACES)} ${rng.pick(INDUSTRY_NOUNS[industry]!)}`;
    const ageDays = { new: rng.int(0, 10), contacted: rng.int(5, 30), qualified: rng.int(10, 60), disqualified: rng.int(10, 90) }[status];
    const createdAt = workTime(ctx, ageDays);
    const updatedAt = status === 'new' ? createdAt : between(ctx, createdAt, at(ctx, createdAt.getTime() + 7 * DAY));
    ctx.data.contactSubmissions.push({
      id: randomUUID(),
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${slugify(person.firstName)}.${slugify(person.lastName)}@${slugify(company)}.test`,
      company,
      projectType,
      description: rng.pick(LEAD_DESCRIPTIONS[projectType]!),
      status,
      ipAddress: `203.0.113.${rng.int(1, 254)}`,
      createdAt,
      updatedAt,
    });
  });
}

// ------------------------------------------------------------------ activity

export function makeActivity(
  ctx: DemoContext,
  batchClients: ClientInfo[],
  batchProjects: ProjectInfo[],
  batchTasks: TaskRow[],
  batchComments: CommentRow[],
  batchCommunications: CommunicationRow[],
): void {
  const rng = ctx.rng;
  const byId = new Map(ctx.people.map((p) => [p.id, p]));
  const nameOf = (id: string | null | undefined) => {
    const p = id ? byId.get(id) : undefined;
    return p ? fullName(p) : 'Someone';
  };
  const taskById = new Map(batchTasks.map((t) => [t.id, t]));
  const clientName = new Map(batchClients.map((c) => [c.row.id, c.row.name]));
  const recent = ctx.nowMs - 45 * DAY;
  const groups: { quota: number; items: ActivityRow[] }[] = [];
  const group = (quota: number, items: ActivityRow[]) =>
    groups.push({ quota, items: rng.shuffle(items.filter((a) => a.createdAt!.getTime() >= recent)) });

  group(
    10,
    batchTasks.map((t) => ({
      actorId: t.createdById ?? null,
      action: 'task.created',
      entityType: 'task',
      entityId: t.id,
      clientId: t.clientId,
      summary: `${nameOf(t.createdById)} created task "${t.title}"`,
      metadata: { projectId: t.projectId ?? null },
      createdAt: t.createdAt!,
    })),
  );
  group(
    10,
    batchTasks
      .filter((t) => t.status !== 'pending' && t.updatedAt!.getTime() - t.createdAt!.getTime() > HOUR)
      .map((t) => {
        const actor = t.assignedToId ?? t.createdById ?? null;
        const what =
          t.status === 'completed' ? 'marked "{t}" as completed' : t.status === 'in_progress' ? 'started work on "{t}"' : 'updated "{t}"';
        return {
          actorId: actor,
          action: 'task.updated',
          entityType: 'task',
          entityId: t.id,
          clientId: t.clientId,
          summary: `${nameOf(actor)} ${what.replace('{t}', t.title)}`,
          metadata: { status: t.status },
          createdAt: t.updatedAt!,
        };
      }),
  );
  group(
    10,
    batchComments.map((c) => {
      const task = taskById.get(c.taskId)!;
      return {
        actorId: c.userId ?? null,
        action: 'comment.created',
        entityType: 'task_comment',
        entityId: c.id,
        clientId: task.clientId,
        summary: `${nameOf(c.userId)} commented on "${task.title}"`,
        metadata: { taskId: task.id },
        createdAt: c.createdAt!,
      };
    }),
  );
  group(
    4,
    batchProjects
      .filter((p) => p.row.status !== 'cancelled')
      .map((p) => ({
        actorId: p.pm?.id ?? null,
        action: 'project.updated',
        entityType: 'project',
        entityId: p.row.id,
        clientId: p.row.clientId,
        summary: `${p.pm ? fullName(p.pm) : 'Someone'} updated project "${p.row.name}" (${p.row.completionPercentage}% complete)`,
        metadata: { status: p.row.status, completionPercentage: p.row.completionPercentage },
        createdAt: p.row.updatedAt!,
      })),
  );
  group(
    4,
    batchCommunications.map((c) => ({
      actorId: c.userId ?? null,
      action: 'communication.created',
      entityType: 'communication',
      entityId: c.id,
      clientId: c.clientId,
      summary: `${nameOf(c.userId)} logged ${c.type === 'email' ? 'an' : 'a'} ${c.type} with ${clientName.get(c.clientId)}: "${c.subject}"`,
      metadata: { type: c.type, direction: c.direction },
      createdAt: c.createdAt!,
    })),
  );
  group(
    2,
    batchProjects.flatMap((p) =>
      p.milestones
        .filter((m) => m.completedAt)
        .map((m) => ({
          actorId: p.pm?.id ?? null,
          action: 'milestone.updated',
          entityType: 'milestone',
          entityId: m.id,
          clientId: p.row.clientId,
          summary: `${p.pm ? fullName(p.pm) : 'Someone'} completed milestone "${m.name}" of "${p.row.name}"`,
          metadata: { status: 'completed' },
          createdAt: m.completedAt!,
        })),
    ),
  );

  const chosen: ActivityRow[] = [];
  for (const g of groups) chosen.push(...g.items.splice(0, g.quota));
  const rest = rng.shuffle(groups.flatMap((g) => g.items));
  chosen.push(...rest.slice(0, Math.max(0, PER_BATCH.activity - chosen.length)));
  chosen.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (const a of chosen) ctx.data.activityLog.push({ id: randomUUID(), ipAddress: null, ...a });
}
