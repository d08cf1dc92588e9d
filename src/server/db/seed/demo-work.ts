/** Tasks, task comments and client communications. */
import { randomUUID } from 'node:crypto';
import { defaultStaffOnly } from '@shared/schemas/communications';
import { COMMUNICATION_TYPES, type CommunicationType, type MilestoneStatus, type Priority } from '@shared/enums';
import {
  CALL_DURATIONS,
  CLIENT_COMMENTS,
  COMMUNICATION_CONTENT,
  COMMUNICATION_SUBJECTS,
  MANAGER_COMMENTS,
  WORKER_COMMENTS,
} from './catalog-conversations';
import { CLIENT_TASKS, TASK_DESCRIPTIONS, TASK_TITLES } from './catalog-tasks';
import { PER_BATCH, DAY, HOUR, type MilestoneRow, type TaskRow, type CommentRow, type CommunicationRow } from './demo-types';
import {
  TASKS_PER_PROJECT_STATUS,
  CLIENT_ONLY_TASK_SLOTS,
  DEV_MAIN_TASKS,
  TASK_STATUS_WEIGHTS,
  MILESTONES_FOR_TASK_STATUS,
  TASK_TYPE_WEIGHTS,
  type StaffKey,
} from './demo-plan';
import {
  isoDate,
  at,
  daysFromNow,
  workTime,
  between,
  type DemoContext,
  type Person,
  type ProjectInfo,
  type ClientInfo,
} from './demo-context';

// ------------------------------------------------------------------ tasks

export function makeTasks(
  ctx: DemoContext,
  batch: number,
  batchClients: ClientInfo[],
  batchProjects: ProjectInfo[],
  staff: Record<StaffKey, Person>,
): TaskRow[] {
  const rows: TaskRow[] = [];
  const excluded = batch === 0 ? staff.devMain : null;
  for (const project of batchProjects) {
    const count = TASKS_PER_PROJECT_STATUS[project.slot.status];
    const used = new Set<string>();
    for (let i = 0; i < count; i++) rows.push(makeTask(ctx, batchClients[project.slot.client]!, project, staff, used, excluded));
  }
  const clientTitles = new Set<string>();
  for (const slot of CLIENT_ONLY_TASK_SLOTS) rows.push(makeTask(ctx, batchClients[slot]!, null, staff, clientTitles, excluded));

  if (batch === 0) {
    // developer@demo.test: exactly DEV_MAIN_TASKS tasks, all on projects he is assigned to.
    const his = new Set(batchProjects.filter((p) => p.team.some((m) => m.person === staff.devMain)).map((p) => p.row.id));
    const eligible = rows.filter((t) => t.projectId && his.has(t.projectId) && t.type !== 'design');
    for (const task of ctx.rng.sample(eligible, DEV_MAIN_TASKS)) task.assignedToId = staff.devMain.id;
  }
  ctx.data.tasks.push(...rows);
  return rows;
}

export function makeTask(
  ctx: DemoContext,
  client: ClientInfo,
  project: ProjectInfo | null,
  staff: Record<StaffKey, Person>,
  usedTitles: Set<string>,
  excluded: Person | null,
): TaskRow {
  const rng = ctx.rng;
  const planned = rng.weighted(TASK_STATUS_WEIGHTS[project ? project.slot.status : 'none']);

  let milestone: MilestoneRow | null = null;
  if (project && rng.chance(0.82)) {
    const fitting = project.milestones.filter((m) => MILESTONES_FOR_TASK_STATUS[planned].includes(m.status as MilestoneStatus));
    if (fitting.length > 0) milestone = rng.pick(fitting);
  }

  let type = rng.weighted(TASK_TYPE_WEIGHTS);
  let clientTask: (typeof CLIENT_TASKS)[number] | null = null;
  if (!project) {
    clientTask = rng.pick(CLIENT_TASKS.filter(([t]) => !usedTitles.has(t)));
    type = clientTask[1];
  }
  const phase = milestone?.name ?? '';
  if (phase.includes('Design') && rng.chance(0.6)) type = 'design';
  else if (phase.startsWith('QA') && rng.chance(0.5)) type = 'testing';
  else if (phase === 'Launch' && rng.chance(0.5)) type = 'deployment';
  else if (phase === 'Discovery & Requirements' && rng.chance(0.4)) type = rng.pick(['documentation', 'review'] as const);

  const titles = clientTask ? [clientTask[0]] : TASK_TITLES[type];
  let title = rng.pick(titles);
  for (let attempt = 0; attempt < 6 && usedTitles.has(title); attempt++) title = rng.pick(titles);
  usedTitles.add(title);

  const priority = rng.weighted<Priority>(
    planned === 'late' || type === 'bug_fix'
      ? [
          ['low', 10],
          ['medium', 40],
          ['high', 50],
        ]
      : [
          ['low', 30],
          ['medium', 50],
          ['high', 20],
        ],
  );

  // Who does it.
  const candidates: Person[] = [];
  if (project) {
    const wanted = type === 'design' ? 'designer' : 'developer';
    for (const m of project.team) {
      if (m.person === excluded) continue;
      if (planned !== 'completed' && m.person.status !== 'active') continue;
      if (m.person.role === wanted) candidates.push(m.person);
    }
    if (candidates.length === 0 && project.pm) candidates.push(project.pm);
    if ((type === 'review' || type === 'documentation') && project.pm && rng.chance(0.4))
      candidates.splice(0, candidates.length, project.pm);
  } else {
    candidates.push(staff.managerMain, staff.managerAlt);
  }
  const unassigned = candidates.length === 0 || rng.chance(planned === 'completed' ? 0.03 : project ? 0.12 : 0.3);
  const assignee = unassigned ? null : rng.pick(candidates);

  // When: within the last 90 days, after the project was created, before a finished project ended.
  const ninety = ctx.nowMs - 90 * DAY;
  let earliest = Math.max(ninety, project ? project.createdAt.getTime() + HOUR : ninety);
  let latest = ctx.nowMs - 2 * HOUR;
  // Work on a finished, paused or cancelled project stops when it did.
  if (project?.slot.status === 'completed' && project.end) latest = Math.min(latest, project.end.getTime());
  if (project?.slot.status === 'on_hold' || project?.slot.status === 'cancelled')
    latest = Math.min(latest, project.row.updatedAt!.getTime());
  if (earliest > latest - 2 * DAY) earliest = latest - rng.int(3, 12) * DAY;

  let createdAt: Date;
  let updatedAt: Date;
  let completedAt: Date | null = null;
  let dueDate: string | null = null;
  switch (planned) {
    case 'completed': {
      createdAt = between(ctx, new Date(earliest), new Date(latest - DAY));
      completedAt = between(ctx, new Date(createdAt.getTime() + 2 * HOUR), new Date(latest));
      updatedAt = at(ctx, completedAt.getTime() + rng.int(0, 180) * 60_000);
      if (rng.chance(0.9)) dueDate = isoDate(new Date(completedAt.getTime() + rng.int(-2, 6) * DAY));
      break;
    }
    case 'late': {
      const due = new Date(ctx.nowMs - rng.int(2, 25) * DAY);
      dueDate = isoDate(due);
      const createdLatest = due.getTime() - 3 * DAY;
      createdAt = between(ctx, new Date(Math.min(earliest, createdLatest - 10 * DAY)), new Date(createdLatest));
      updatedAt = between(ctx, createdAt, new Date(ctx.nowMs - HOUR));
      break;
    }
    default: {
      createdAt = between(ctx, new Date(earliest), new Date(latest));
      updatedAt =
        planned === 'in_progress'
          ? between(ctx, new Date(Math.max(createdAt.getTime(), ctx.nowMs - 7 * DAY)), new Date(ctx.nowMs - HOUR))
          : between(ctx, createdAt, at(ctx, createdAt.getTime() + 10 * DAY));
      const ps = project?.slot.status;
      if (ps === 'planning') {
        dueDate = rng.chance(0.5) ? null : isoDate(new Date(project!.start.getTime() + rng.int(7, 60) * DAY));
      } else if (ps === 'cancelled') {
        dueDate = rng.chance(0.75) ? null : isoDate(new Date(project!.start.getTime() + rng.int(20, 90) * DAY));
      } else {
        const roll = rng.next();
        const canBeLate = createdAt.getTime() < ctx.nowMs - 6 * DAY;
        if (roll < 0.15 && canBeLate)
          dueDate = isoDate(between(ctx, new Date(createdAt.getTime() + 2 * DAY), new Date(ctx.nowMs - 2 * DAY)));
        else if (roll < 0.3) dueDate = null;
        else dueDate = isoDate(daysFromNow(ctx, rng.int(3, 45)));
      }
    }
  }

  return {
    id: randomUUID(),
    title,
    description: rng.pick(TASK_DESCRIPTIONS[type]),
    clientId: client.row.id,
    projectId: project?.row.id ?? null,
    milestoneId: milestone?.id ?? null,
    type,
    // A late task is work under way that slipped: in progress, with its due date in the past (shown as Overdue).
    status: planned === 'late' ? 'in_progress' : planned,
    priority,
    assignedToId: assignee?.id ?? null,
    createdById: project?.pm?.id ?? assignee?.id ?? staff.managerMain.id,
    // The team's own testing and reviews stay internal: the client sees the work it asked for (decision 0103).
    clientVisible: !(project && (type === 'testing' || type === 'review')),
    dueDate,
    completedAt,
    createdAt,
    updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
  };
}

// ------------------------------------------------------------------ comments

export function makeComments(
  ctx: DemoContext,
  batchTasks: TaskRow[],
  batchClients: ClientInfo[],
  batchProjects: ProjectInfo[],
  staff: Record<StaffKey, Person>,
): CommentRow[] {
  const rng = ctx.rng;
  const byId = new Map(ctx.people.map((p) => [p.id, p]));
  const projectById = new Map(batchProjects.map((p) => [p.row.id, p]));
  const clientById = new Map(batchClients.map((c) => [c.row.id, c]));
  const weightOf: Record<string, number> = { in_progress: 3, completed: 2, pending: 1 };
  const entries = batchTasks.map((t) => [t, weightOf[t.status!] ?? 1] as const);
  const rows: CommentRow[] = [];
  for (let i = 0; i < PER_BATCH.comments; i++) {
    const task = rng.weighted(entries);
    const project = task.projectId ? projectById.get(task.projectId) : undefined;
    const clientUsers = (clientById.get(task.clientId)?.users ?? []).filter((u) => u.status === 'active');
    // Authors who can see the task: its assignee, the project manager, a manager, or the client's own people.
    const staffAuthors: (readonly [Person, number])[] = [];
    const assignee = task.assignedToId ? byId.get(task.assignedToId) : undefined;
    if (assignee?.status === 'active') staffAuthors.push([assignee, 3]);
    if (project?.pm && project.pm.status === 'active') staffAuthors.push([project.pm, 2]);
    staffAuthors.push([staff.managerMain, 1]);
    const fromClient = clientUsers.length > 0 && rng.chance(0.3);
    const author = fromClient ? rng.pick(clientUsers) : rng.weighted(staffAuthors);
    const lines = fromClient ? CLIENT_COMMENTS : author === assignee && author.role !== 'manager' ? WORKER_COMMENTS : MANAGER_COMMENTS;
    const from = new Date(task.createdAt!.getTime() + 30 * 60_000);
    const to = task.completedAt ? at(ctx, task.completedAt.getTime() + 3 * DAY) : new Date(ctx.nowMs - 5 * 60_000);
    const createdAt = between(ctx, from, to);
    // The team's working notes are internal; a manager's word on a task is for the client too (decision 0104).
    const internal = !fromClient && lines === WORKER_COMMENTS;
    rows.push({
      id: randomUUID(),
      taskId: task.id,
      userId: author.id,
      content: rng.pick(lines),
      internal,
      createdAt,
      updatedAt: createdAt,
    });
  }
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  ctx.data.taskComments.push(...rows);
  return rows;
}

// ------------------------------------------------------------------ communications

export function makeCommunications(
  ctx: DemoContext,
  batchClients: ClientInfo[],
  batchProjects: ProjectInfo[],
  staff: Record<StaffKey, Person>,
): CommunicationRow[] {
  const rng = ctx.rng;
  const rows: CommunicationRow[] = [];
  const clientWeights = [14, 10, 9, 9, 5, 3, 2, 4].map((w, i) => [batchClients[i]!, w] as const);
  const devProjects = batchProjects.filter((p) => p.team.some((m) => m.person === staff.devMain));
  for (let i = 0; i < PER_BATCH.communications; i++) {
    let client: ClientInfo;
    let author: Person;
    let project: ProjectInfo | null = null;
    if (i < 4) {
      // developer@demo.test logs a few conversations about his own projects.
      project = devProjects[i % devProjects.length]!;
      client = batchClients[project.slot.client]!;
      author = staff.devMain;
    } else {
      client = rng.weighted(clientWeights);
      const sales = client.row.status === 'prospect';
      const authors: (readonly [Person, number])[] = sales
        ? [
            [staff.managerMain, 3],
            [staff.admin, 2],
            [staff.superAdmin, 1],
          ]
        : [
            [staff.supportMain, 4],
            [staff.managerMain, 2],
            [staff.designerMain, 1],
            [staff.admin, 1],
            [staff.managerAlt, 1],
          ];
      author = rng.weighted(authors);
      if (client.projects.length > 0 && rng.chance(0.7)) {
        const own = client.projects.filter((p) => p.pm === author || p.team.some((m) => m.person === author));
        project = rng.pick(own.length > 0 ? own : client.projects);
      }
    }
    const type: CommunicationType =
      i < 4
        ? (['chat', 'email', 'call', 'chat'] as const)[i]!
        : rng.weighted(COMMUNICATION_TYPES.map((t) => [t, t === 'email' ? 40 : 20] as const));
    const direction = type === 'meeting' ? (rng.chance(0.7) ? 'outbound' : 'inbound') : rng.chance(0.5) ? 'outbound' : 'inbound';
    const createdAt = workTime(ctx, rng.int(0, 90));
    let subject = rng.pick(COMMUNICATION_SUBJECTS[type]);
    if (project && !subject.includes(':') && rng.chance(0.5))
      subject = `${project.row.name}: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
    const row: CommunicationRow = {
      id: randomUUID(),
      clientId: client.row.id,
      projectId: project?.row.id ?? null,
      userId: author.id,
      type,
      direction,
      subject,
      content: rng.pick(COMMUNICATION_CONTENT[type]),
      fromEmail: null,
      toEmail: null,
      attachmentsCount: 0,
      duration: null,
      meetingStartsAt: null,
      meetingEndsAt: null,
      // Decisions 0028 and 0106: calls, meetings and chats are staff summaries, e-mails shared; every third meeting's
      // and chat's notes were shared with the client (minutes, a recap), so the demo shows both kinds of each (no
      // draw: the rest stays as it was).
      staffOnly: type === 'meeting' || type === 'chat' ? i % 3 !== 0 : defaultStaffOnly(type),
      createdAt,
      updatedAt: createdAt,
    };
    if (type === 'email') {
      const clientEmail = client.row.email;
      row.fromEmail = direction === 'outbound' ? author.email : clientEmail;
      row.toEmail = direction === 'outbound' ? clientEmail : author.email;
      row.attachmentsCount = rng.chance(0.6) ? 0 : rng.int(1, 3);
    } else if (type === 'call') {
      row.duration = rng.pick(CALL_DURATIONS);
    } else if (type === 'meeting') {
      const start = new Date(createdAt.getTime() + rng.int(0, 7) * DAY);
      start.setUTCHours(rng.int(15, 22), rng.pick([0, 30]), 0, 0);
      const minutes = rng.pick([30, 45, 60, 90]);
      row.meetingStartsAt = start;
      row.meetingEndsAt = new Date(start.getTime() + minutes * 60_000);
    }
    rows.push(row);
  }
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  ctx.data.communications.push(...rows);
  return rows;
}
