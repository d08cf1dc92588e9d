/** Clients: the scoped list, the detail with its Overview figures, create / update / delete, CSV and the timeline. */
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { languageOf } from '@shared/i18n/languages';
import type { Currency } from '@shared/enums';
import { can } from '@shared/permissions';
import { clientCan, mayCreateClients, mayReadClientActivity, type ClientCan } from '@shared/policies/clients';
import { isStaffRole } from '@shared/roles';
import {
  CLIENT_FIELD_NAMES,
  type Client,
  type ClientActivityList,
  type ClientActivityQuery,
  type ClientDetail,
  type ClientExportQuery,
  type ClientList,
  type ClientListQuery,
  type CreateClientInput,
  type UpdateClientInput,
} from '@shared/schemas/clients';
import { createdEvent, FINANCIAL_ENTITY_TYPES, writeRecorded } from '../../activity';
import { clientScope, projectScope, taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { invoiceFigureColumns, isIssued } from '../../db/ledger-figures';
import { clientCurrency } from '../../documents/document-agency';
import { activityLog, clients, invoices, projects, tasks, users } from '../../db/schema';
import { newestFirst, pageWhere } from '../../db/paging';
import { equalsIf, searchColumns } from '../../db/search';
import { taskStatusCounts } from '../../db/task-status';
import { forbidden, notFound, validationFailed } from '../../errors';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';

const clientColumns = {
  id: clients.id,
  name: clients.name,
  contactPerson: clients.contactPerson,
  email: clients.email,
  phone: clients.phone,
  website: clients.website,
  industry: clients.industry,
  status: clients.status,
  billingAddress: clients.billingAddress,
  taxId: clients.taxId,
  currency: clients.currency,
  language: clients.language,
  locale: clients.locale,
  poNumber: clients.poNumber,
  paymentTermsDays: clients.paymentTermsDays,
  notes: clients.notes,
  contactsManageColleagues: clients.contactsManageColleagues,
  createdAt: clients.createdAt,
};

// Only its type is used: the row as selected.
const _selectClients = (db: Db) => db.select(clientColumns).from(clients);
type ClientRow = Awaited<ReturnType<typeof _selectClients>>[number];

/** Notes are the agency's own remarks about a client: staff read them, the client's users never do. */
function toClient(user: CurrentUser, row: ClientRow): Client {
  return {
    ...row,
    notes: isStaffRole(user.role) ? row.notes : null,
    industry: row.industry as Client['industry'],
    currency: row.currency as Client['currency'],
    language: row.language as Client['language'],
    locale: row.locale as Client['locale'],
    status: row.status as Client['status'],
    createdAt: row.createdAt.toISOString(),
    can: clientCan(user),
  };
}

/** Team Members counts these global roles (docs/product.md, Screens and access, Overview). */
const TEAM_ROLES = ['developer', 'designer', 'manager'];

/** The caller's clients that pass the list's filters (the list and its CSV export). */
function visibleClients(user: CurrentUser, query: Pick<ClientListQuery, 'q' | 'status' | 'industry'>): SQL | undefined {
  return and(
    clientScope(user),
    equalsIf(clients.status, query.status),
    equalsIf(clients.industry, query.industry),
    searchColumns(query.q, [clients.name, clients.contactPerson, clients.email]),
  );
}

export async function listClients(db: Db, user: CurrentUser, query: ClientListQuery): Promise<ClientList> {
  const where = visibleClients(user, query);
  const page = await pageWhere(db, clients, where, query, (limit, offset) =>
    db
      .select(clientColumns)
      .from(clients)
      .where(where)
      .orderBy(...newestFirst(clients))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, items: page.items.map((row) => toClient(user, row)) };
}

export async function exportClients(db: Db, user: CurrentUser, query: ClientExportQuery): Promise<Client[]> {
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(visibleClients(user, query))
    .orderBy(...newestFirst(clients))
    .limit(100_000);
  return rows.map((row) => toClient(user, row));
}

/** The client if the caller may see it; otherwise 404, so ids of other companies leak nothing. */
export async function clientInScope(db: Db, user: CurrentUser, id: string): Promise<Client> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.id, id), clientScope(user)));
  if (!row) throw notFound('errors.notFound.client');
  return toClient(user, row);
}

/**
 * The ledger's invoiced and paid of the client's invoices per currency (db/ledger-figures.ts): drafts and void ones
 * count nowhere; paid is money received less refunds, part payments included. The client's currency comes first, at
 * zero when it has no invoice yet, so a euro client never reads "$0.00".
 */
async function clientMoney(db: Db, id: string): Promise<NonNullable<ClientDetail['overview']['money']>> {
  const [sums, currency] = await Promise.all([
    db
      .select({ currency: invoices.currency, invoiced: invoiceFigureColumns.invoicedAmount, paid: invoiceFigureColumns.paidAmount })
      .from(invoices)
      .where(and(eq(invoices.clientId, id), isIssued))
      .groupBy(invoices.currency)
      .orderBy(asc(invoices.currency)),
    clientCurrency(db, id),
  ]);
  const own = sums.find((r) => r.currency === currency);
  return [
    { currency, invoicedMinor: Number(own?.invoiced ?? 0), paidMinor: Number(own?.paid ?? 0) },
    ...sums
      .filter((r) => r.currency !== currency)
      .map((r) => ({ currency: r.currency as Currency, invoicedMinor: Number(r.invoiced), paidMinor: Number(r.paid) })),
  ];
}

/** The Overview tiles, each one SQL aggregate over what the caller may see of this client. */
async function overviewOf(db: Db, user: CurrentUser, id: string): Promise<ClientDetail['overview']> {
  const scopedProjects = and(eq(projects.clientId, id), projectScope(user));
  const [[active], [open], revenue, [team]] = await Promise.all([
    db
      .select({ n: count() })
      .from(projects)
      .where(and(scopedProjects, eq(projects.status, 'active'))),
    db
      .select({ pending: taskStatusCounts.pending, inProgress: taskStatusCounts.inProgress })
      .from(tasks)
      .where(and(eq(tasks.clientId, id), taskScope(user))),
    can(user.role, 'financials.view') ? clientMoney(db, id) : Promise.resolve(null),
    db
      .select({ n: sql<number>`count(distinct ${users.id})`.mapWith(Number) })
      .from(users)
      .where(
        and(
          inArray(users.role, TEAM_ROLES),
          sql`${users.id} in (
            select ${projects.projectManagerId} from ${projects} where ${scopedProjects}
            union
            select pa.profile_id from project_assignments pa join ${projects} on ${projects.id} = pa.project_id where ${scopedProjects}
          )`,
        ),
      ),
  ]);
  return {
    activeProjects: active?.n ?? 0,
    money: revenue,
    openTasks: (open?.pending ?? 0) + (open?.inProgress ?? 0),
    teamMembers: team?.n ?? 0,
  };
}

export async function getClient(db: Db, user: CurrentUser, id: string): Promise<ClientDetail> {
  const client = await clientInScope(db, user, id);
  return { ...client, overview: await overviewOf(db, user, id) };
}

/** A client the caller may change: 404 outside their scope first, then 403 without the capability. */
/** A client's locale is one of its language's (es-MX or es-ES for Spanish), or none: the language's default. */
function checkLocale(language: string, locale: string | null | undefined): void {
  if (locale && languageOf(locale) !== language) throw validationFailed({ locale: 'validation.locale.ofClientLanguage' });
}

async function manageableClient(db: Db, user: CurrentUser, id: string, action: keyof ClientCan) {
  const client = await clientInScope(db, user, id);
  if (!client.can[action]) throw forbidden();
  return client;
}

export async function createClient(
  deps: EventDeps,
  db: Db,
  user: CurrentUser,
  input: CreateClientInput & { status: Client['status'] },
): Promise<ClientDetail> {
  if (!mayCreateClients(user)) throw forbidden();
  checkLocale(input.language ?? 'en', input.locale);
  const [row] = await writeRecorded(
    db,
    async (tx) => {
      const created = await tx
        .insert(clients)
        .values(input as typeof clients.$inferInsert)
        .returning({ id: clients.id, name: clients.name });
      // As an admin's GET returns it, in the client's transaction (decision 0061).
      await emitRecordEvent(deps, tx, 'client.created', () => getClient(tx, ADMIN_VIEWER, created[0]!.id));
      return created;
    },
    ([created]) => createdEvent(user.id, 'client', { id: created!.id, clientId: created!.id }, `Created the client ${created!.name}`),
  );
  return getClient(db, user, row!.id);
}

export async function updateClient(db: Db, user: CurrentUser, id: string, input: UpdateClientInput): Promise<ClientDetail> {
  const before = await manageableClient(db, user, id, 'edit');
  const values: Partial<typeof clients.$inferInsert> = {};
  for (const key of CLIENT_FIELD_NAMES) {
    if (key in input) (values as Record<string, unknown>)[key] = (input as Record<string, unknown>)[key] ?? null;
  }
  if (input.contactsManageColleagues !== undefined) values.contactsManageColleagues = input.contactsManageColleagues;
  const language = values.language ?? before.language;
  if (values.locale !== undefined) checkLocale(language, values.locale);
  // A new language without a locale: the old locale, of the old language, gives way to the new one's default.
  else if (before.locale && languageOf(before.locale) !== language) values.locale = null;
  // Nothing sent, nothing changed, nothing to record.
  if (Object.keys(values).length === 0) return getClient(db, user, id);
  const name = values.name ?? before.name;
  const statusChanged = values.status !== undefined && values.status !== before.status;
  await writeRecorded(db, (tx) => tx.update(clients).set(values).where(eq(clients.id, id)), {
    actorId: user.id,
    action: statusChanged ? 'client.status_changed' : 'client.updated',
    entityType: 'client',
    entityId: id,
    clientId: id,
    summary: statusChanged
      ? `Changed the status of ${name} from ${before.status} to ${values.status}`
      : Object.keys(values).join() === 'contactsManageColleagues'
        ? `${values.contactsManageColleagues ? 'Let' : 'No longer lets'} the primary contacts of ${name} manage their colleagues`
        : `Updated the client ${name}`,
    metadata: { fields: Object.keys(values), ...(statusChanged && { from: before.status, to: values.status }) },
  });
  return getClient(db, user, id);
}

export async function deleteClient(db: Db, user: CurrentUser, id: string): Promise<void> {
  const client = await manageableClient(db, user, id, 'delete');
  // Projects, tasks, communications, invoices, client users (and so their sessions) and the client's own timeline
  // go with it (ON DELETE CASCADE); the audit entry is kept without the client link for that reason.
  await writeRecorded(db, (tx) => tx.delete(clients).where(eq(clients.id, id)), {
    actorId: user.id,
    action: 'client.deleted',
    entityType: 'client',
    entityId: id,
    clientId: null,
    summary: `Deleted the client ${client.name}`,
    metadata: { name: client.name, email: client.email },
  });
}

/** The Overview timeline, newest first. Staff only: it is the agency's own record of who did what. */
export async function listClientActivity(db: Db, user: CurrentUser, id: string, query: ClientActivityQuery): Promise<ClientActivityList> {
  await clientInScope(db, user, id);
  if (!mayReadClientActivity(user)) throw forbidden();
  const where = and(
    eq(activityLog.clientId, id),
    // Entries about money stay out of the timeline of those who may not view financials.
    can(user.role, 'financials.view') ? undefined : notInArray(activityLog.entityType, [...FINANCIAL_ENTITY_TYPES]),
  );
  const page = await pageWhere(db, activityLog, where, query, (limit, offset) =>
    db
      .select({
        id: activityLog.id,
        action: activityLog.action,
        entityType: activityLog.entityType,
        entityId: activityLog.entityId,
        summary: activityLog.summary,
        createdAt: activityLog.createdAt,
        actorId: users.id,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.actorId))
      .where(where)
      .orderBy(...newestFirst(activityLog))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      summary: r.summary,
      actor: r.actorId ? { id: r.actorId, firstName: r.actorFirstName ?? '', lastName: r.actorLastName ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
