/**
 * The demo's accepted quote (decision 0056): a quote the agency sent the primary contact's company, opened, accepted
 * and signed by the primary contact (typed name, address, browser, the SHA-256 of the document as the server computes
 * it), and turned into its project (a milestone per section, a task per estimated line, the budget) with its deposit
 * invoice, the newest invoice of the one sequence. So a new user sees the whole way from quote to work at once: the
 * client under Quotes, the admin on the quote and the project, the deposit under Billing.
 */
import { sql } from 'drizzle-orm';
import { documentSums, shareOf } from '@shared/document-totals';
import { quoteDocumentSha256 } from '@shared/quote-document';
import { formatInvoiceNumber } from '@shared/schemas/billing';
import { loadQuoteParts, loadQuoteRow, quoteDocumentOf } from '../../quote-document-rows';
import { queryRows } from '../client';
import type { Tx } from '../transaction';

const MINUTE = 60_000;
const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

interface Line {
  description: string;
  unitPriceMinor: number;
  hours: number | null;
}

const SECTIONS: Array<{ title: string; description: string | null; milestone: boolean; lines: Line[] }> = [
  {
    title: 'Discovery and design',
    description: 'Two workshops with your team, then the app as a clickable prototype you can try on your phone.',
    milestone: true,
    lines: [
      { description: 'Workshops and user research', unitPriceMinor: 240_000, hours: 16 },
      { description: 'UX design and clickable prototype', unitPriceMinor: 600_000, hours: 40 },
    ],
  },
  {
    title: 'Build',
    description: null,
    milestone: true,
    lines: [
      { description: 'iOS and Android app', unitPriceMinor: 1_800_000, hours: 120 },
      { description: 'Points and rewards API', unitPriceMinor: 750_000, hours: 50 },
    ],
  },
  {
    title: 'Running costs',
    description: 'Paid to the app stores on your behalf.',
    milestone: false,
    lines: [{ description: 'App store accounts, first year', unitPriceMinor: 12_500, hours: null }],
  },
];

export interface DemoQuoteSummary {
  quotes: number;
  invoices: number;
}

export async function seedDemoQuoteAcceptance(tx: Tx, now: Date, invoicePrefix: string): Promise<DemoQuoteSummary> {
  const [refs] = await queryRows<{
    signer: string | null;
    first_name: string;
    last_name: string;
    email: string;
    client_id: string | null;
    signer_login: Date | string | null;
    latest_at: Date | string | null;
    latest_by: string | null;
    invoices: number;
  }>(
    tx,
    sql`select u.id as signer, u.first_name, u.last_name, u.email, u.client_id, u.last_login_at as signer_login,
               (select created_at from invoices order by created_at desc limit 1) as latest_at,
               (select i.created_by_id from invoices i join users a on a.id = i.created_by_id and a.role in ('super_admin', 'admin')
                 order by i.created_at desc limit 1) as latest_by,
               (select count(invoice_number)::int from invoices) as invoices
        from users u where u.email = 'client_primary@demo.test'`,
  );
  if (!refs?.signer || !refs.client_id || !refs.latest_by || !refs.signer_login) return { quotes: 0, invoices: 0 };
  // The client signs soon after their last sign-in; the admin converts right after the newest invoice was made.
  const acceptedAt = new Date(Math.min(now.getTime() - 10 * MINUTE, new Date(refs.signer_login).getTime() + 5 * MINUTE));
  const latest = refs.latest_at ? new Date(refs.latest_at).getTime() : acceptedAt.getTime();
  const convertedAt = new Date(Math.min(now.getTime(), Math.max(acceptedAt.getTime() + 5 * MINUTE, latest + MINUTE)));
  const sentAt = new Date(acceptedAt.getTime() - 2 * DAY);
  const viewedAt = new Date(acceptedAt.getTime() - 20 * MINUTE);
  const admin = refs.latest_by;

  const lines = SECTIONS.flatMap((s) => s.lines);
  const sums = documentSums(lines.map((l) => ({ quantityHundredths: 100, unitPriceMinor: l.unitPriceMinor })));
  const [counter] = await queryRows<{ n: number }>(
    tx,
    sql`insert into document_counters (kind, last_number) values ('quote', 1)
        on conflict (kind) do update set last_number = document_counters.last_number + 1 returning last_number::int as n`,
  );
  const number = `Q-${String(counter!.n).padStart(4, '0')}`;
  const title = 'Loyalty app, phase 1';
  const [quote] = await queryRows<{ id: string }>(
    tx,
    sql`insert into quotes (quote_number, client_id, title, introduction, terms, currency, status, version, valid_until, deposit_basis_points,
                            subtotal_minor, discount_minor, tax_minor, total_minor, sent_at, viewed_at, answered_at, created_by_id, created_at, updated_at)
        values (${number}, ${refs.client_id}, ${title},
                ${'A loyalty app for your customers: points on every purchase, rewards in the app, and the API your tills talk to.'},
                ${'Half of the total is invoiced on acceptance, the rest on delivery. Prices exclude tax. Changes of scope are quoted separately.'},
                'USD', 'viewed', 1, ${day(new Date(sentAt.getTime() + 30 * DAY))}, 5000,
                ${sums.subtotalMinor}, ${sums.discountMinor}, ${sums.taxMinor}, ${sums.totalMinor}, ${iso(sentAt)}, ${iso(viewedAt)}, null, ${admin},
                ${iso(new Date(sentAt.getTime() - DAY))}, ${iso(sentAt)})
        returning id`,
  );
  const quoteId = quote!.id;
  let position = 0;
  for (const [index, s] of SECTIONS.entries()) {
    const [section] = await queryRows<{ id: string }>(
      tx,
      sql`insert into quote_sections (quote_id, position, title, description, becomes_milestone)
          values (${quoteId}, ${index}, ${s.title}, ${s.description}, ${s.milestone}) returning id`,
    );
    for (const l of s.lines) {
      const sum = sums.lines[position]!;
      await tx.execute(sql`
        insert into quote_items (quote_id, section_id, position, description, quantity_hundredths, unit_price_minor, estimated_minutes,
                                 discount_minor, net_minor, tax_minor, total_minor)
        values (${quoteId}, ${section!.id}, ${position}, ${l.description}, 100, ${l.unitPriceMinor}, ${l.hours === null ? null : l.hours * 60},
                ${sum.discountMinor}, ${sum.netMinor}, ${sum.taxMinor}, ${sum.totalMinor})`);
      position += 1;
    }
  }

  // The signature: the hash of the document as the server computes it when the client signs.
  const row = await loadQuoteRow(tx, quoteId);
  const hash = await quoteDocumentSha256(quoteDocumentOf(row!.quote, row!.clientName ?? '', await loadQuoteParts(tx, quoteId)));
  const signer = `${refs.first_name} ${refs.last_name}`;
  await tx.execute(sql`
    insert into quote_signatures (quote_id, version, signer_name, user_id, signer_email, signed_at, ip_address, user_agent, document_sha256, terms_accepted)
    values (${quoteId}, 1, ${signer}, ${refs.signer}, ${refs.email}, ${iso(acceptedAt)}, '198.51.100.23',
            'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', ${hash}, true)`);
  await tx.execute(
    sql`update quotes set status = 'accepted', answered_at = ${iso(acceptedAt)}, updated_at = ${iso(acceptedAt)} where id = ${quoteId}`,
  );
  await tx.execute(sql`
    insert into activity_log (actor_id, action, entity_type, entity_id, client_id, summary, metadata, ip_address, created_at)
    values (${refs.signer}, 'quote.viewed', 'quote', ${quoteId}, ${refs.client_id}, ${`${signer} opened quote ${number}`}, null, '198.51.100.23', ${iso(viewedAt)}),
           (${refs.signer}, 'quote.accepted', 'quote', ${quoteId}, ${refs.client_id}, ${`${signer} accepted and signed quote ${number}`},
            ${JSON.stringify({ version: 1, documentSha256: hash })}::jsonb, '198.51.100.23', ${iso(acceptedAt)})`);

  // The work: the project, a milestone per marked section, a task per estimated line, and the links back.
  const minutes = lines.reduce((sum, l) => sum + (l.hours ?? 0) * 60, 0);
  const [project] = await queryRows<{ id: string }>(
    tx,
    sql`insert into projects (name, description, client_id, status, priority, start_date, currency, budget_minor, budget_minutes, created_at, updated_at)
        values (${title}, ${`From quote ${number}.`}, ${refs.client_id}, 'planning', 'medium', ${day(convertedAt)}, 'USD', ${sums.subtotalMinor}, ${minutes},
                ${iso(convertedAt)}, ${iso(convertedAt)})
        returning id`,
  );
  const projectId = project!.id;
  const sections = await loadQuoteParts(tx, quoteId);
  let order = 0;
  for (const s of sections.sections) {
    let milestoneId: string | null = null;
    if (s.becomesMilestone) {
      const estimate = s.items.reduce((sum, i) => sum + (i.estimatedMinutes ?? 0), 0);
      const [m] = await queryRows<{ id: string }>(
        tx,
        sql`insert into milestones (project_id, name, description, order_index, estimated_minutes, created_at, updated_at)
            values (${projectId}, ${s.title}, ${s.description}, ${order++}, ${estimate || null}, ${iso(convertedAt)}, ${iso(convertedAt)}) returning id`,
      );
      milestoneId = m!.id;
      await tx.execute(sql`update quote_sections set milestone_id = ${milestoneId} where id = ${s.id}`);
    }
    for (const item of s.items.filter((i) => i.estimatedMinutes !== null)) {
      const [task] = await queryRows<{ id: string }>(
        tx,
        sql`insert into tasks (title, client_id, project_id, milestone_id, created_by_id, estimated_minutes, created_at, updated_at)
            values (${item.description}, ${refs.client_id}, ${projectId}, ${milestoneId}, ${admin}, ${item.estimatedMinutes}, ${iso(convertedAt)}, ${iso(convertedAt)})
            returning id`,
      );
      await tx.execute(sql`update quote_items set task_id = ${task!.id} where id = ${item.id}`);
    }
  }
  await tx.execute(sql`update quotes set project_id = ${projectId}, converted_at = ${iso(convertedAt)} where id = ${quoteId}`);

  // The deposit invoice: the next number of the one sequence, issued at once (manual billing, as the demo has no Stripe).
  const depositMinor = shareOf(sums.totalMinor, 5000);
  const [invoice] = await queryRows<{ id: string; invoice_number: string }>(
    tx,
    sql`insert into invoices (client_id, invoice_number, description, amount_minor, subtotal_minor, currency, status, due_date, issued_at, quote_id,
                              quote_part, created_by_id, created_at, updated_at)
        values (${refs.client_id}, ${formatInvoiceNumber(invoicePrefix, refs.invoices + 1)}, ${`Deposit for quote ${number}: ${title}`}, ${depositMinor},
                ${depositMinor}, 'USD', 'open', ${day(new Date(convertedAt.getTime() + 14 * DAY))}, ${iso(convertedAt)}, ${quoteId}, 'deposit',
                ${admin}, ${iso(convertedAt)}, ${iso(convertedAt)})
        returning id, invoice_number`,
  );
  await tx.execute(sql`
    insert into invoice_items (invoice_id, description, quantity_thousandths, unit_amount_minor, position, net_minor, total_minor, created_at)
    values (${invoice!.id}, ${`Deposit (50%) for quote ${number}: ${title}`}, 1000, ${depositMinor}, 0, ${depositMinor}, ${depositMinor}, ${iso(convertedAt)})`);
  await tx.execute(sql`update invoice_number_counter set last_number = (select count(invoice_number) from invoices) where id = 1`);
  await tx.execute(sql`
    insert into activity_log (actor_id, action, entity_type, entity_id, client_id, summary, metadata, created_at)
    values (${admin}, 'project.created', 'project', ${projectId}, ${refs.client_id}, ${`Created the project ${title} from quote ${number}`},
            ${JSON.stringify({ quoteId })}::jsonb, ${iso(convertedAt)}),
           (${admin}, 'quote.converted', 'quote', ${quoteId}, ${refs.client_id}, ${`Turned quote ${number} into the project ${title}`},
            ${JSON.stringify({ projectId, automatic: false })}::jsonb, ${iso(convertedAt)}),
           (${admin}, 'invoice.created', 'invoice', ${invoice!.id}, ${refs.client_id}, ${`Created invoice ${invoice!.invoice_number} for the deposit of quote ${number}`},
            ${JSON.stringify({ amountMinor: depositMinor, currency: 'USD' })}::jsonb, ${iso(convertedAt)})`);
  return { quotes: 1, invoices: 1 };
}
