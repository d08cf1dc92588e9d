import type { Currency } from '@shared/enums';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { LEAD_STATUSES } from '@shared/enums';
import { CAPABILITIES } from '@shared/permissions';
import { ALREADY_CONVERTED, leadCan } from '@shared/policies/leads';
import type { ContactSubmissionInput, Lead, LeadList, LeadListQuery } from '@shared/schemas/leads';
import { recordActivity, writeRecorded, type ActivityEvent } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { clients, contactSubmissions, quotes } from '../../db/schema';
import { tallied, tallies } from '../../db/list-tallies';
import { countWhere, newestFirst, pageOf } from '../../db/paging';
import { searchAny } from '../../db/search';
import { conflict, found, notFound } from '../../errors';
import { notify } from '../../notifications/notify';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent } from '../../webhooks/record-event';
import { newLeadNotification } from './lead-notification';

const leadColumns = {
  id: contactSubmissions.id,
  firstName: contactSubmissions.firstName,
  lastName: contactSubmissions.lastName,
  email: contactSubmissions.email,
  company: contactSubmissions.company,
  projectType: contactSubmissions.projectType,
  description: contactSubmissions.description,
  status: contactSubmissions.status,
  clientId: contactSubmissions.clientId,
  createdAt: contactSubmissions.createdAt,
  updatedAt: contactSubmissions.updatedAt,
};

/** A row as selected: the enum columns come back as plain strings (the CHECK constraints hold them to the lists). */
type LeadRow = Omit<Lead, 'createdAt' | 'updatedAt' | 'projectType' | 'status' | 'can'> & {
  projectType: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
};

function filters(query: Pick<LeadListQuery, 'q' | 'status'>) {
  const s = contactSubmissions;
  return and(
    query.status ? eq(s.status, query.status) : undefined,
    searchAny(query.q, [s.firstName, s.lastName, s.email, s.company, s.description, sql`${s.firstName} || ' ' || ${s.lastName}`]),
  );
}

/** Stores a website enquiry and tells the staff who work leads, in one transaction. A notification or mail failure never loses the lead. */
export async function createLead(deps: AppDeps, input: ContactSubmissionInput, ipAddress: string): Promise<void> {
  const { db } = deps.database;
  const { website: _honeypot, ...lead } = input;
  await writeRecorded(
    db,
    async (tx) => {
      const created = await tx
        .insert(contactSubmissions)
        .values({ ...lead, ipAddress })
        .returning({ id: contactSubmissions.id });
      // The staff who work leads, told in the lead's transaction (decision 0031); a visitor is no user, so nobody is
      // left out as the actor.
      await notify(deps, newLeadNotification(input, created[0]!.id, Object.keys(CAPABILITIES['leads.view'].roles)), tx);
      // The lead as the leads list shows it to an admin (decision 0061).
      await emitRecordEvent(deps, tx, 'lead.received', async () => {
        const [row] = await tx.select(leadColumns).from(contactSubmissions).where(eq(contactSubmissions.id, created[0]!.id));
        return toLead(ADMIN_VIEWER, row!);
      });
      return created;
    },
    ([created]) => ({
      actorId: null,
      action: 'lead.created',
      entityType: 'contact_submission',
      entityId: created!.id,
      summary: `New enquiry from ${lead.firstName} ${lead.lastName} (${lead.company})`,
      ipAddress,
    }),
  );
}

export async function listLeads(db: Db, user: CurrentUser, query: LeadListQuery): Promise<LeadList> {
  const s = contactSubmissions;
  const where = filters(query);
  // The stat cards count every lead, kept in list_tallies; so does the total unless the list is searched.
  const counts = tallies(db, 'leads');
  const [page, byStatus] = await Promise.all([
    pageOf(
      query,
      (limit, offset) =>
        db
          .select(leadColumns)
          .from(s)
          .where(where)
          .orderBy(...newestFirst(s))
          .limit(limit)
          .offset(offset),
      async () => (query.q ? countWhere(db, s, where) : tallied(await counts, query.status)),
    ),
    counts,
  ]);
  const stats = { total: tallied(byStatus), ...Object.fromEntries(LEAD_STATUSES.map((status) => [status, tallied(byStatus, status)])) };
  return { ...page, items: page.items.map((row) => toLead(user, row)), stats: stats as LeadList['stats'] };
}

export async function exportLeads(db: Db, query: Pick<LeadListQuery, 'q' | 'status'>) {
  return db.select(leadColumns).from(contactSubmissions).where(filters(query)).orderBy(desc(contactSubmissions.createdAt)).limit(100_000);
}

const leadEvent = (user: CurrentUser, id: string, action: string, summary: string): ActivityEvent => ({
  actorId: user.id,
  action,
  entityType: 'contact_submission',
  entityId: id,
  summary,
});

export async function updateLeadStatus(db: Db, user: CurrentUser, id: string, status: Lead['status']): Promise<Lead> {
  const row = await writeRecorded(
    db,
    async (tx) =>
      found(
        await tx.update(contactSubmissions).set({ status }).where(eq(contactSubmissions.id, id)).returning(leadColumns),
        'errors.notFound.submission',
      ),
    (lead) => leadEvent(user, id, 'lead.updated', `Marked the enquiry from ${lead.firstName} ${lead.lastName} as ${status}`),
  );
  return toLead(user, row);
}

export async function deleteLead(db: Db, user: CurrentUser, id: string, ipAddress: string): Promise<void> {
  await writeRecorded(
    db,
    async (tx) => {
      // A lead's draft quotes (never sent: a sent quote has a client) go with it; a quote it became a client for stays.
      await tx.delete(quotes).where(and(eq(quotes.leadId, id), isNull(quotes.clientId)));
      return found(
        await tx.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning(leadColumns),
        'errors.notFound.submission',
      );
    },
    (lead) => ({
      ...leadEvent(user, id, 'lead.deleted', `Deleted the enquiry from ${lead.firstName} ${lead.lastName} (${lead.company})`),
      metadata: { email: lead.email, company: lead.company },
      ipAddress,
    }),
  );
}

/** What the app layer hands in: the clients feature's `client.created` event, written in the conversion's transaction. */
export type ClientCreated = (tx: DbOrTx, clientId: string) => Promise<void>;

/**
 * Turns a lead into a prospect client in one step, keeping the link; a lead converts once. `db` may be a caller's
 * transaction: sending a lead's quote converts the lead inside the send, and the client is billed in the quote's
 * `currency` (otherwise it follows the agency's default).
 */
export async function convertLead(db: DbOrTx, user: CurrentUser, id: string, clientCreated: ClientCreated, currency?: Currency) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select(leadColumns).from(contactSubmissions).where(eq(contactSubmissions.id, id)).for('update');
    if (!lead) throw notFound('errors.notFound.submission');
    if (!leadCan(user, lead).convert) throw conflict(ALREADY_CONVERTED);
    const [client] = await tx
      .insert(clients)
      .values({
        name: lead.company,
        contactPerson: `${lead.firstName} ${lead.lastName}`,
        email: lead.email,
        status: 'prospect',
        currency: currency ?? null,
        notes: `From a website enquiry on ${lead.createdAt.toISOString().slice(0, 10)}:\n\n${lead.description}`,
      })
      .returning({ id: clients.id, name: clients.name });
    const [updated] = await tx
      .update(contactSubmissions)
      .set({ clientId: client!.id, status: 'qualified' })
      .where(eq(contactSubmissions.id, id))
      .returning(leadColumns);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'lead.converted',
      entityType: 'client',
      entityId: client!.id,
      clientId: client!.id,
      summary: `Converted the enquiry from ${lead.firstName} ${lead.lastName} into the client ${client!.name}`,
    });
    await clientCreated(tx, client!.id);
    return { client: client!, lead: toLead(user, updated!) };
  });
}

function toLead(user: CurrentUser, row: LeadRow): Lead {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), can: leadCan(user, row) } as Lead;
}
