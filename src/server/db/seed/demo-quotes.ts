/**
 * The demo's quotes (decision 0055), one in each state an admin meets besides the accepted one (demo-quote-acceptance):
 * a draft being written, a quote sent to the primary contact's company (waiting in their portal), one viewed, one
 * declined with its reason, one expired, and a draft for a new lead. Their sums come from the one rule
 * (src/shared/document-totals.ts), their numbers from the quote counter, as the app writes them.
 */
import { sql } from 'drizzle-orm';
import { documentSums } from '@shared/document-totals';
import { queryRows } from '../client';
import type { Tx } from '../transaction';

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

interface Spec {
  party: 'own' | 'other' | 'third' | 'fourth' | 'lead';
  title: string;
  status: 'draft' | 'sent' | 'viewed' | 'declined' | 'expired';
  /** Days before now the quote was created. */
  age: number;
  declineReason?: string;
  sections: Array<{
    title: string;
    milestone: boolean;
    lines: Array<{ description: string; quantityHundredths: number; unitPriceMinor: number; discountBasisPoints?: number; hours?: number }>;
  }>;
}

const TERMS = 'Prices exclude tax. Half of the total is invoiced on acceptance, the rest on delivery. Valid until the date shown.';

const SPECS: Spec[] = [
  {
    party: 'own',
    title: 'Online shop redesign',
    status: 'sent',
    age: 3,
    sections: [
      {
        title: 'Design',
        milestone: true,
        lines: [
          { description: 'UX review and wireframes', quantityHundredths: 2400, unitPriceMinor: 12_000, hours: 24 },
          { description: 'Visual design, 12 templates', quantityHundredths: 1200, unitPriceMinor: 45_000 },
        ],
      },
      {
        title: 'Build',
        milestone: true,
        lines: [
          { description: 'Theme development', quantityHundredths: 8000, unitPriceMinor: 11_000, discountBasisPoints: 1000, hours: 80 },
        ],
      },
    ],
  },
  {
    party: 'own',
    title: 'Support retainer 2027',
    status: 'draft',
    age: 1,
    sections: [
      {
        title: 'Support',
        milestone: false,
        lines: [{ description: 'Support hours per month', quantityHundredths: 1200, unitPriceMinor: 9_500 }],
      },
    ],
  },
  {
    party: 'other',
    title: 'Data warehouse, phase 2',
    status: 'viewed',
    age: 6,
    sections: [
      {
        title: 'Pipelines',
        milestone: true,
        lines: [
          { description: 'Ingestion pipelines', quantityHundredths: 6000, unitPriceMinor: 13_000, hours: 60 },
          { description: 'Dashboards', quantityHundredths: 2550, unitPriceMinor: 13_000, hours: 25.5 },
        ],
      },
    ],
  },
  {
    party: 'third',
    title: 'Mobile check-in app',
    status: 'declined',
    age: 20,
    declineReason: 'We are postponing the project to next year.',
    sections: [
      {
        title: 'App',
        milestone: true,
        lines: [{ description: 'iOS and Android app', quantityHundredths: 100, unitPriceMinor: 2_400_000 }],
      },
    ],
  },
  {
    party: 'fourth',
    title: 'Security audit',
    status: 'expired',
    age: 50,
    sections: [
      {
        title: 'Audit',
        milestone: true,
        lines: [{ description: 'Penetration test and report', quantityHundredths: 100, unitPriceMinor: 850_000 }],
      },
    ],
  },
  {
    party: 'lead',
    title: 'First proposal',
    status: 'draft',
    age: 0,
    sections: [
      {
        title: 'Discovery',
        milestone: true,
        lines: [{ description: 'Discovery workshop', quantityHundredths: 100, unitPriceMinor: 180_000, hours: 16 }],
      },
    ],
  },
];

export async function seedDemoQuotes(tx: Tx, now: Date): Promise<number> {
  const [own] = await queryRows<{ client_id: string | null }>(
    tx,
    sql`select client_id from users where email = 'client_primary@demo.test'`,
  );
  const [admin] = await queryRows<{ id: string }>(tx, sql`select id from users where role = 'admin' order by created_at limit 1`);
  const others = await queryRows<{ id: string }>(
    tx,
    sql`select id from clients where id <> ${own?.client_id ?? null} or ${own?.client_id ?? null}::uuid is null order by name limit 3`,
  );
  const [lead] = await queryRows<{ id: string }>(
    tx,
    sql`select id from contact_submissions where client_id is null and status = 'new' order by created_at desc limit 1`,
  );
  const parties: Record<Spec['party'], string | undefined> = {
    own: own?.client_id ?? undefined,
    other: others[0]?.id,
    third: others[1]?.id,
    fourth: others[2]?.id,
    lead: lead?.id,
  };
  let made = 0;
  for (const spec of SPECS) {
    const partyId = parties[spec.party];
    if (!partyId) continue;
    const lines = spec.sections.flatMap((s) => s.lines);
    const sums = documentSums(lines);
    const [counter] = await queryRows<{ n: number }>(
      tx,
      sql`insert into document_counters (kind, last_number) values ('quote', 1)
          on conflict (kind) do update set last_number = document_counters.last_number + 1 returning last_number::int as n`,
    );
    const createdAt = new Date(now.getTime() - spec.age * DAY);
    const sent = spec.status !== 'draft';
    const sentAt = sent ? new Date(createdAt.getTime() + 2 * 3_600_000) : null;
    const validUntil = day(new Date(createdAt.getTime() + 30 * DAY));
    const [quote] = await queryRows<{ id: string }>(
      tx,
      sql`insert into quotes (quote_number, client_id, lead_id, title, introduction, terms, currency, status, valid_until, deposit_basis_points,
                              subtotal_minor, discount_minor, tax_minor, total_minor, sent_at, viewed_at, answered_at, decline_reason,
                              created_by_id, created_at, updated_at)
          values (${`Q-${String(counter!.n).padStart(4, '0')}`}, ${spec.party === 'lead' ? null : partyId}, ${spec.party === 'lead' ? partyId : null},
                  ${spec.title}, ${'Our proposal, as discussed.'}, ${TERMS}, 'USD', ${spec.status}, ${validUntil}, 5000,
                  ${sums.subtotalMinor}, ${sums.discountMinor}, ${sums.taxMinor}, ${sums.totalMinor},
                  ${sentAt?.toISOString() ?? null},
                  ${spec.status === 'viewed' || spec.status === 'declined' ? new Date(createdAt.getTime() + DAY).toISOString() : null},
                  ${spec.status === 'declined' ? new Date(createdAt.getTime() + 3 * DAY).toISOString() : null},
                  ${spec.declineReason ?? null}, ${admin?.id ?? null}, ${createdAt.toISOString()}, ${(sentAt ?? createdAt).toISOString()})
          returning id`,
    );
    let k = 0;
    for (const [position, s] of spec.sections.entries()) {
      const [section] = await queryRows<{ id: string }>(
        tx,
        sql`insert into quote_sections (quote_id, position, title, becomes_milestone) values (${quote!.id}, ${position}, ${s.title}, ${s.milestone}) returning id`,
      );
      for (const [i, l] of s.lines.entries()) {
        const sum = sums.lines[k++]!;
        await tx.execute(sql`
          insert into quote_items (quote_id, section_id, position, description, quantity_hundredths, unit_price_minor, estimated_minutes,
                                   discount_basis_points, discount_minor, net_minor, tax_minor, total_minor)
          values (${quote!.id}, ${section!.id}, ${i}, ${l.description}, ${l.quantityHundredths}, ${l.unitPriceMinor},
                  ${l.hours ? Math.round(l.hours * 60) : null}, ${l.discountBasisPoints ?? 0}, ${sum.discountMinor}, ${sum.netMinor}, ${sum.taxMinor}, ${sum.totalMinor})`);
      }
    }
    made += 1;
  }
  return made;
}
