/**
 * Importing tasks (docs/decisions/0062-csv-import.md): names become ids among what the caller may add tasks to
 * (task-names.ts), then every row goes through POST /api/tasks' own schema and the policy's rule on assignees. The
 * rows, their activity entries and the assignees' places on their projects' teams are written in one transaction,
 * a thousand rows a statement.
 */
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { taskStatusOf } from '@shared/csv-import';
import { PRIORITIES, PROJECT_ROLES, TASK_STATUSES, TASK_TYPES } from '@shared/enums';
import { assigneeOnCreate } from '@shared/policies/tasks';
import type { ImportPreview, ImportResult, ImportRow, ParsedImportRequest } from '@shared/schemas/csv-import';
import { CreateTaskInput } from '@shared/schemas/tasks';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { activityLog, projectAssignments, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { publishLive, type LiveEvent } from '../../live/publish';
import { currentRequestIp } from '../../request-context';
import { insertImportedInBatches, type ImportedKind, type ImportEvents } from './events';
import { batches, choice, previewOf, readMapped, refuseIfInvalid, rejectedCsv, rowErrors, type MappedFile } from './rows';
import { messageText } from '../../errors';
import { translator } from '../../i18n';
import { findTaskNames, key, type Project, type TaskNames } from './task-names';

type NewTask = z.output<typeof CreateTaskInput>;

/** Where the schema names an id, the file has a name: the error goes on the name's column. */
const COLUMN_OF: Record<string, string> = { clientId: 'client', projectId: 'project', milestoneId: 'milestone', assignedToId: 'assignee' };

function one<T>(found: T[] | undefined, none: string, several: string): { value: T } | { error: string } {
  if (!found || found.length === 0) return { error: none };
  if (found.length > 1) return { error: several };
  return { value: found[0]! };
}

/** A row's names as ids, or the error on each column that names nothing (or more than one thing). */
function resolve(names: TaskNames, values: Record<string, string>) {
  const errors: Record<string, string> = {};
  const ids = {
    clientId: null as string | null,
    projectId: null as string | null,
    milestoneId: null as string | null,
    assignedToId: null as string | null,
  };
  let project: Project | null = null;
  const { client: clientName = '', project: projectName = '', milestone: milestoneName = '', assignee = '' } = values;
  if (clientName) {
    const found = one(names.clients.get(key(clientName)), `No client named "${clientName}"`, `Several clients are named "${clientName}"`);
    if ('error' in found) errors.client = found.error;
    else ids.clientId = found.value;
  }
  if (projectName && !errors.client) {
    const candidates = (names.projects.get(key(projectName)) ?? []).filter((p) => !ids.clientId || p.clientId === ids.clientId);
    const none = ids.clientId
      ? `No project named "${projectName}" for this client that you may add tasks to`
      : `No project named "${projectName}" that you may add tasks to`;
    const found = one(candidates, none, `Several projects are named "${projectName}": add a Client column to tell them apart`);
    if ('error' in found) errors.project = found.error;
    else {
      project = found.value;
      ids.projectId = project.id;
      ids.clientId ??= project.clientId;
    }
  }
  if (milestoneName && project) {
    const found = one(
      names.milestones.get(project.id)?.get(key(milestoneName)),
      `The project has no milestone named "${milestoneName}"`,
      `The project has several milestones named "${milestoneName}"`,
    );
    if ('error' in found) errors.milestone = found.error;
    else ids.milestoneId = found.value;
  } else if (milestoneName && !projectName) errors.milestone = 'Select a project first';
  if (assignee) {
    const found = one(
      names.people.get(key(assignee)),
      `No active team member named "${assignee}"`,
      `Several people are named "${assignee}": use their e-mail`,
    );
    if ('error' in found) errors.assignee = found.error;
    else ids.assignedToId = found.value.id;
  }
  return { ids, errors, project };
}

interface TaskPlan {
  file: MappedFile;
  preview: ImportPreview;
  records: (NewTask & { managerId: string | null })[];
}

async function planTasks(db: Db, user: CurrentUser, request: ParsedImportRequest): Promise<TaskPlan> {
  const file = readMapped('tasks', request.csv, request.mapping);
  const column = (k: string) => file.rows.map((r) => r.values[k] ?? '');
  const names = await findTaskNames(db, user, {
    clients: column('client'),
    projects: column('project'),
    milestones: column('milestone'),
    people: column('assignee'),
  });
  const records: TaskPlan['records'] = [];
  const rows: ImportRow[] = file.rows.map(({ row, values }) => {
    const { ids, errors, project } = resolve(names, values);
    // The policy's rule: developers and designers create only their own tasks; others need tasks.assign.
    const assigned = assigneeOnCreate(user, ids.assignedToId);
    if ('refusal' in assigned) errors.assignee ??= messageText(assigned.refusal, translator('en'));
    const parsed = CreateTaskInput.safeParse({
      title: values.title,
      description: values.description,
      ...ids,
      clientId: ids.clientId ?? '',
      assignedToId: 'refusal' in assigned ? ids.assignedToId : assigned.assignedToId,
      type: choice(values.type ?? '', TASK_TYPES) || undefined,
      // "Not started", "Doing", "Done" (other tools' words) as ours first, then our own labels.
      status: choice(taskStatusOf(values.status ?? ''), TASK_STATUSES) || undefined,
      priority: choice(values.priority ?? '', PRIORITIES) || undefined,
      dueDate: values.dueDate,
    });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(rowErrors(parsed.error, (p) => COLUMN_OF[p] ?? p))) errors[field] ??= message;
    }
    if (parsed.success && Object.keys(errors).length === 0) records.push({ ...parsed.data, managerId: project?.managerId ?? null });
    return { row, values, errors, skip: null };
  });
  return { file, preview: previewOf(file, rows), records };
}

export async function previewTaskImport(db: Db, user: CurrentUser, request: ParsedImportRequest): Promise<ImportPreview> {
  return (await planTasks(db, user, request)).preview;
}

/** The rows with errors, every column as in the file plus their errors (rows.ts, rejectedCsv). */
export async function rejectedTaskRows(db: Db, user: CurrentUser, request: ParsedImportRequest): Promise<ReturnType<typeof rejectedCsv>> {
  const plan = await planTasks(db, user, request);
  return rejectedCsv('tasks', plan.file, plan.preview);
}

/** Their role on a team follows their role in the agency where the two share a name, as for a single task (decision 0026). */
const projectRoleOf = (role: string) => ((PROJECT_ROLES as readonly string[]).includes(role) ? role : 'developer');

const IMPORTED_TASK: ImportedKind = {
  type: 'task.created',
  entityType: 'task',
  clientIdColumn: 'client_id',
  summary: `'Imported the task ' || title`,
};

export async function importTasks(db: Db, user: CurrentUser, request: ParsedImportRequest, events?: ImportEvents): Promise<ImportResult> {
  const plan = await planTasks(db, user, request);
  refuseIfInvalid(plan.preview, request);
  const ip = currentRequestIp();
  const now = new Date();
  await db.transaction(async (tx) => {
    // One JSON parameter a batch, and the activity entries in the same statement (as for clients, clients.ts).
    await insertImportedInBatches(
      tx,
      plan.records,
      (t) => ({
        title: t.title,
        description: t.description,
        client_id: t.clientId,
        project_id: t.projectId,
        milestone_id: t.milestoneId,
        assigned_to_id: t.assignedToId,
        type: t.type,
        status: t.status,
        priority: t.priority,
        due_date: t.dueDate,
        estimated_minutes: t.estimatedMinutes ?? null,
        completed_at: t.status === 'completed' ? now.toISOString() : null,
      }),
      (rows) => sql`insert into tasks (title, description, client_id, project_id, milestone_id, assigned_to_id, type, status, priority,
                             due_date, estimated_minutes, completed_at, created_by_id)
          select title, description, client_id, project_id, milestone_id, assigned_to_id, type, status, priority,
                 due_date, estimated_minutes, completed_at, ${user.id}::uuid
          from jsonb_to_recordset(${rows}::jsonb) as x(title text, description text, client_id uuid, project_id uuid,
            milestone_id uuid, assigned_to_id uuid, type text, status text, priority text, due_date date,
            estimated_minutes integer, completed_at timestamptz)
          returning id, title, client_id`,
      IMPORTED_TASK,
      { actorId: user.id, ip },
      events?.taskCreated,
    );
    await putAssigneesOnTeams(tx, user, plan.records, ip);
    // One event per project (or client, for tasks on none) tells open lists to refresh, not one per task.
    const live = new Map<string, LiveEvent>();
    for (const t of plan.records)
      live.set(t.projectId ?? t.clientId, { topic: 'task', id: t.projectId ?? t.clientId, projectId: t.projectId, clientId: t.clientId });
    await publishLive(tx, [...live.values()]);
  });
  return { created: plan.records.length, skipped: 0, rejected: plan.preview.counts.invalid };
}

/** Each assignee joins the team of their task's project unless they manage it or are on it (decision 0026). */
async function putAssigneesOnTeams(tx: Tx, actor: CurrentUser, records: TaskPlan['records'], ip: string | null) {
  const pairs = new Map<string, { projectId: string; profileId: string; clientId: string }>();
  for (const t of records) {
    if (t.projectId && t.assignedToId && t.managerId !== t.assignedToId) {
      pairs.set(`${t.projectId}:${t.assignedToId}`, { projectId: t.projectId, profileId: t.assignedToId, clientId: t.clientId });
    }
  }
  if (pairs.size === 0) return;
  const people = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, [...new Set([...pairs.values()].map((p) => p.profileId))]));
  const roleOf = new Map(people.map((p) => [p.id, projectRoleOf(p.role)]));
  for (const chunk of batches([...pairs.values()])) {
    const added = await tx
      .insert(projectAssignments)
      .values(chunk.map((p) => ({ projectId: p.projectId, profileId: p.profileId, role: roleOf.get(p.profileId) ?? 'developer' })))
      .onConflictDoNothing()
      .returning({ projectId: projectAssignments.projectId, profileId: projectAssignments.profileId, role: projectAssignments.role });
    if (added.length === 0) continue;
    await tx
      .insert(activityLog)
      .values(
        added.map((a) => ({
          actorId: actor.id,
          action: 'project.member_added',
          entityType: 'project',
          entityId: a.projectId,
          clientId: pairs.get(`${a.projectId}:${a.profileId}`)?.clientId ?? null,
          summary: `Added a team member as ${a.role} (assigned an imported task)`,
          metadata: { profileId: a.profileId, role: a.role, reason: 'task_assigned' },
          ipAddress: ip,
        })),
      );
  }
}
