/** Money: recurring client revenue, invoices with their lines, and invoice numbers. */
import { randomUUID } from 'node:crypto';
import { DEFAULT_INVOICE_PREFIX, formatInvoiceNumber } from '@shared/schemas/billing';
import { MONTHS } from './catalog-calendar';
import { DAY, HOUR } from './demo-types';
import { REVENUE_SLOTS, INVOICE_SLOTS, type StaffKey } from './demo-plan';
import { isoDate, at, daysFromNow, workTime, type DemoContext, type Person, type ProjectInfo, type ClientInfo } from './demo-context';

// ------------------------------------------------------------------ money

export function makeRevenue(ctx: DemoContext, batch: number, batchClients: ClientInfo[], batchProjects: ProjectInfo[]): void {
  const rng = ctx.rng;
  for (const slot of REVENUE_SLOTS) {
    const client = batchClients[slot.client]!;
    const project = slot.project === null ? null : batchProjects[slot.project]!;
    const dollars = batch === 0 ? slot.dollars : Math.max(50, Math.round((slot.dollars * rng.float(0.6, 1.5)) / 50) * 50);
    let start: Date;
    let end: Date | null = null;
    let isActive = true;
    switch (slot.state) {
      case 'active':
        start = daysFromNow(ctx, -rng.int(30, 420));
        if (rng.chance(0.4)) end = daysFromNow(ctx, rng.int(60, 400));
        break;
      case 'upcoming':
        start = daysFromNow(ctx, rng.int(14, 60));
        if (rng.chance(0.3)) end = new Date(start.getTime() + 365 * DAY);
        break;
      case 'expired':
        start = daysFromNow(ctx, -rng.int(300, 500));
        end = daysFromNow(ctx, -rng.int(15, 90));
        break;
      case 'inactive':
        start = daysFromNow(ctx, -rng.int(100, 400));
        end = rng.chance(0.5) ? daysFromNow(ctx, -rng.int(5, 60)) : null;
        isActive = false;
        break;
    }
    const createdAt = at(ctx, start.getTime() - rng.int(3, 20) * DAY);
    ctx.data.clientRevenue.push({
      id: randomUUID(),
      clientId: client.row.id,
      projectId: project?.row.id ?? null,
      description: slot.description.replace('{project}', project?.row.name ?? client.row.name),
      amountMinor: dollars * 100,
      currency: slot.currency,
      startDate: isoDate(start),
      endDate: end ? isoDate(end) : null,
      isActive,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

export function makeInvoices(
  ctx: DemoContext,
  batch: number,
  batchClients: ClientInfo[],
  batchProjects: ProjectInfo[],
  staff: Record<StaffKey, Person>,
): void {
  const rng = ctx.rng;
  for (const [slot, status, overdue] of INVOICE_SLOTS) {
    const client = batchClients[slot]!;
    let createdAt: Date;
    switch (status) {
      case 'paid':
        createdAt = workTime(ctx, rng.int(20, 200));
        break;
      case 'open':
        createdAt = workTime(ctx, overdue ? rng.int(42, 75) : rng.int(1, 20));
        break;
      case 'draft':
        createdAt = workTime(ctx, rng.int(0, 5));
        break;
      case 'void':
        createdAt = workTime(ctx, rng.int(60, 180));
        break;
      case 'uncollectible':
        createdAt = workTime(ctx, rng.int(150, 250));
        break;
      default:
        createdAt = workTime(ctx, rng.int(1, 20));
    }
    const due = new Date(createdAt.getTime() + 30 * DAY);
    const paidAt = status === 'paid' ? at(ctx, createdAt.getTime() + rng.int(2, 28) * DAY + rng.int(0, 8) * HOUR) : null;
    const month = `${MONTHS[createdAt.getUTCMonth()]} ${createdAt.getUTCFullYear()}`;
    const project = client.projects.length > 0 ? rng.pick(client.projects) : null;
    const items = invoiceLines(ctx, project, month, batch === 0 && slot === 3);
    const invoiceId = randomUUID();
    items.forEach(({ quantity, ...item }, position) =>
      ctx.data.invoiceItems.push({ id: randomUUID(), invoiceId, position, createdAt, ...item, quantityThousandths: quantity * 1000 }),
    );
    const amountMinor = items.reduce((sum, item) => sum + item.quantity * item.unitAmountMinor, 0);
    ctx.data.invoices.push({
      id: invoiceId,
      clientId: client.row.id,
      invoiceNumber: null, // numbered once all batches exist
      description: `${project ? project.row.name : 'Professional services'}, ${month}`,
      amountMinor,
      currency: 'USD',
      status,
      dueDate: isoDate(due),
      paidAt,
      // Drafts are the agency's work in progress; every other invoice was issued when it was created.
      issuedAt: status === 'draft' ? null : createdAt,
      hostedInvoiceUrl: null,
      stripeInvoiceId: null,
      createdById: rng.chance(0.7) ? staff.admin.id : staff.superAdmin.id,
      createdAt,
      updatedAt: paidAt ?? createdAt,
    });
  }
}

export function invoiceLines(
  ctx: DemoContext,
  project: ProjectInfo | null,
  month: string,
  legacy: boolean,
): { description: string; quantity: number; unitAmountMinor: number }[] {
  const rng = ctx.rng;
  if (legacy && rng.chance(0.5)) return [{ description: `Legacy web design subscription, ${month}`, quantity: 1, unitAmountMinor: 35_000 }];
  const options = [
    () => ({ description: `Development services, ${month}`, quantity: rng.int(8, 60), unitAmountMinor: rng.pick([12_500, 15_000]) }),
    () => ({ description: `UX/UI design, ${month}`, quantity: rng.int(4, 30), unitAmountMinor: 11_000 }),
    () => ({ description: `Hosting & monitoring, ${month}`, quantity: 1, unitAmountMinor: rng.pick([8_500, 12_000, 25_000]) }),
    () => ({ description: 'Project management', quantity: rng.int(4, 12), unitAmountMinor: 9_500 }),
    () => ({ description: 'QA & testing', quantity: rng.int(5, 20), unitAmountMinor: 9_000 }),
    () => ({ description: `Support retainer, ${month}`, quantity: 1, unitAmountMinor: rng.pick([60_000, 120_000]) }),
    () => ({
      description: project ? `${project.row.name}: discovery workshop` : 'Discovery workshop',
      quantity: 1,
      unitAmountMinor: 250_000,
    }),
  ];
  const count = rng.int(1, 3);
  return rng.sample(options, count).map((make) => make());
}

/**
 * 'INV-0001' on: the app's one sequence (decision 0024), in issue order across all batches; a draft has no number until
 * it is issued (decision 0095). The seed sets the counter to the last of them, so the next invoice issued continues
 * the series without a gap.
 */
export function numberInvoices(ctx: DemoContext, prefix = DEFAULT_INVOICE_PREFIX): void {
  const sorted = ctx.data.invoices.filter((i) => i.issuedAt).sort((a, b) => a.issuedAt!.getTime() - b.issuedAt!.getTime());
  sorted.forEach((invoice, index) => {
    invoice.invoiceNumber = formatInvoiceNumber(prefix, index + 1);
  });
}
