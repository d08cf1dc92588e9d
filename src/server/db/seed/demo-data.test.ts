/** The demo data as plain rows (no database, no password hashing): determinism, scaling and consistency. */
import { describe, expect, it } from 'vitest';
import { buildDemoData, DEMO_ACCOUNTS, PER_BATCH, type DemoData } from './demo-data';
import { deriveSeed, Rng } from './random';

const NOW = new Date('2026-03-15T18:00:00Z');
const build = (scale: number, now = NOW) => buildDemoData({ passwordHash: 'hash', scale, now });

/** Everything a user sees, without the random UUIDs. */
function visible(d: DemoData) {
  return {
    users: d.users.map((u) => [u.email, u.name, u.role, u.status, u.createdAt?.toISOString()]),
    clients: d.clients.map((c) => [c.name, c.status, c.industry, c.email, c.phone]),
    projects: d.projects.map((p) => [p.name, p.status, p.priority, p.startDate, p.endDate, p.completionPercentage]),
    milestones: d.milestones.map((m) => [m.name, m.status, m.dueDate, m.orderIndex]),
    tasks: d.tasks.map((t) => [t.title, t.status, t.type, t.priority, t.dueDate, t.createdAt?.toISOString()]),
    comments: d.taskComments.map((c) => [c.content, c.createdAt?.toISOString()]),
    communications: d.communications.map((c) => [c.type, c.direction, c.subject, c.createdAt?.toISOString()]),
    revenue: d.clientRevenue.map((r) => [r.description, r.amountMinor, r.startDate, r.endDate, r.isActive]),
    invoices: d.invoices.map((i) => [i.invoiceNumber, i.status, i.amountMinor, i.dueDate]),
    leads: d.contactSubmissions.map((l) => [l.email, l.status, l.projectType]),
    activity: d.activityLog.map((a) => [a.action, a.summary]),
  };
}

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(deriveSeed(42, 1));
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
    const r = new Rng(7);
    for (let i = 0; i < 200; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(new Rng(1).sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
  });
});

describe('demo data', () => {
  it('is the same on every run (except the UUIDs)', () => {
    const a = build(1);
    const b = build(1);
    expect(visible(b)).toEqual(visible(a));
    expect(b.users[0]!.id).not.toBe(a.users[0]!.id);
  });

  it('keeps the first batch identical at larger scales', () => {
    const one = visible(build(1));
    const three = visible(build(3));
    for (const key of Object.keys(one) as (keyof typeof one)[]) {
      if (key === 'invoices' || key === 'activity') continue; // numbered and sampled across batches
      expect(three[key].slice(0, one[key].length), key).toEqual(one[key]);
    }
  });

  it('refuses a scale that is not a positive integer', () => {
    for (const scale of [0, -1, 1.5, Number.NaN]) expect(() => build(scale)).toThrow(/positive integer/);
  });

  it('multiplies everything but the demo accounts by the scale', () => {
    const scale = 4;
    const d = build(scale);
    expect(d.clients).toHaveLength(PER_BATCH.clients * scale);
    expect(d.projects).toHaveLength(PER_BATCH.projects * scale);
    expect(d.tasks).toHaveLength(PER_BATCH.tasks * scale);
    expect(d.taskComments).toHaveLength(PER_BATCH.comments * scale);
    expect(d.communications).toHaveLength(PER_BATCH.communications * scale);
    expect(d.clientRevenue).toHaveLength(PER_BATCH.revenue * scale);
    expect(d.invoices).toHaveLength(PER_BATCH.invoices * scale);
    expect(d.contactSubmissions).toHaveLength(PER_BATCH.leads * scale);
    expect(d.activityLog).toHaveLength(PER_BATCH.activity * scale);
    expect(d.accounts).toHaveLength(d.users.length);
    for (const account of DEMO_ACCOUNTS) expect(d.users.filter((u) => u.email === account.email)).toHaveLength(1);
    expect(new Set(d.users.map((u) => u.email)).size).toBe(d.users.length);
    expect(d.users.filter((u) => !u.clientId).length).toBeGreaterThan(10 + 4 * (scale - 1));
    // Every issued invoice has its own number; drafts have none until issued.
    const issued = d.invoices.filter((i) => i.issuedAt);
    expect(new Set(issued.map((i) => i.invoiceNumber)).size).toBe(issued.length);
    expect(new Set(d.clients.map((c) => c.name)).size).toBe(d.clients.length);
    const dev = d.users.find((u) => u.email === 'developer@demo.test')!;
    expect(d.projectAssignments.filter((a) => a.profileId === dev.id)).toHaveLength(4);
  });

  it('keeps references consistent at scale', () => {
    const d = build(3);
    const userById = new Map(d.users.map((u) => [u.id, u]));
    const projectById = new Map(d.projects.map((p) => [p.id, p]));
    const milestoneById = new Map(d.milestones.map((m) => [m.id, m]));
    const taskById = new Map(d.tasks.map((t) => [t.id, t]));
    const team = new Map<string, Set<string>>();
    for (const a of d.projectAssignments) {
      if (!team.has(a.projectId)) team.set(a.projectId, new Set());
      expect(team.get(a.projectId)!.has(a.profileId), 'one assignment per person and project').toBe(false);
      team.get(a.projectId)!.add(a.profileId);
    }
    for (const task of d.tasks) {
      const project = task.projectId ? projectById.get(task.projectId)! : null;
      if (project) expect(task.clientId).toBe(project.clientId);
      if (task.milestoneId) expect(milestoneById.get(task.milestoneId)!.projectId).toBe(task.projectId);
      const assignee = task.assignedToId ? userById.get(task.assignedToId)! : null;
      if (assignee && ['developer', 'designer', 'support'].includes(assignee.role ?? '')) {
        expect(project, `${assignee.email} only works inside projects`).not.toBeNull();
        expect(team.get(project!.id)!.has(assignee.id), `${assignee.email} is on the team of ${project!.name}`).toBe(true);
      }
    }
    for (const comment of d.taskComments) {
      const author = userById.get(comment.userId!)!;
      const task = taskById.get(comment.taskId)!;
      expect(author.status).toBe('active');
      if (author.clientId) expect(author.clientId).toBe(task.clientId);
      else if (['developer', 'designer', 'support'].includes(author.role ?? '')) expect(task.assignedToId).toBe(author.id);
      expect(comment.createdAt!.getTime()).toBeGreaterThanOrEqual(task.createdAt!.getTime());
    }
    for (const invoice of d.invoices) {
      const sum = d.invoiceItems
        .filter((item) => item.invoiceId === invoice.id)
        .reduce((total, item) => total + ((item.quantityThousandths ?? 1000) * item.unitAmountMinor) / 1000, 0);
      expect(sum).toBe(invoice.amountMinor);
    }
    for (const c of d.communications) {
      const author = userById.get(c.userId!)!;
      expect(author.clientId, 'clients do not log communications').toBeNull();
      if (c.projectId) expect(projectById.get(c.projectId)!.clientId).toBe(c.clientId);
    }
    // Decision 0028: the portal users' company has staff-only notes and shared records, so the demo shows both.
    const company = d.users.find((u) => u.email === 'client_primary@demo.test')!.clientId;
    const theirs = d.communications.filter((c) => c.clientId === company);
    expect(theirs.filter((c) => c.staffOnly).length).toBeGreaterThan(0);
    expect(theirs.filter((c) => !c.staffOnly).length).toBeGreaterThan(0);
    expect(d.communications.every((c) => typeof c.staffOnly === 'boolean')).toBe(true);
  });

  it('keeps every date relative to "now"', () => {
    const later = new Date(NOW.getTime() + 400 * 86_400_000);
    const a = build(1);
    const b = build(1, later);
    const shift = (date: string | null | undefined) =>
      date ? new Date(new Date(`${date}T00:00:00Z`).getTime() + 400 * 86_400_000).toISOString().slice(0, 10) : date;
    expect(b.tasks.map((t) => t.dueDate)).toEqual(a.tasks.map((t) => shift(t.dueDate)));
    expect(b.projects.map((p) => p.startDate)).toEqual(a.projects.map((p) => shift(p.startDate)));
    const latest = Math.max(...b.tasks.map((t) => t.updatedAt!.getTime()), ...b.taskComments.map((c) => c.createdAt!.getTime()));
    expect(latest).toBeLessThanOrEqual(later.getTime());
  });
});
