/**
 * Importing clients (docs/decisions/0062-csv-import.md): every row through POST /api/clients' own schema; a company
 * name twice in the file is an error on the second row, a name an existing client has is left out (re-importing an
 * export adds nothing); the rows are written in one transaction with multi-row inserts.
 */
import { inArray, sql } from 'drizzle-orm';
import { websiteOf } from '@shared/csv-import';
import { CLIENT_STATUSES, CURRENCIES, INDUSTRIES } from '@shared/enums';
import { CreateClientInput } from '@shared/schemas/clients';
import type { ImportPreview, ImportResult, ImportRow, ParsedImportRequest } from '@shared/schemas/csv-import';
import type { z } from 'zod';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { currentRequestIp } from '../../request-context';
import { insertImportedInBatches, type ImportedKind, type ImportEvents } from './events';
import { batches, choice, previewOf, readMapped, refuseIfInvalid, rejectedCsv, rowErrors, type MappedFile } from './rows';

type NewClient = z.output<typeof CreateClientInput>;

interface ClientPlan {
  file: MappedFile;
  preview: ImportPreview;
  records: NewClient[];
}

const nameKey = (name: string) => name.trim().toLowerCase();

async function planClients(db: Db, request: ParsedImportRequest): Promise<ClientPlan> {
  const file = readMapped('clients', request.csv, request.mapping);
  const names = [...new Set(file.rows.map((r) => nameKey(r.values.name ?? '')).filter(Boolean))];
  const existing = new Set<string>();
  for (const chunk of batches(names)) {
    // Stored names are trimmed by the schema; lower(name) is indexed.
    const lowered = sql<string>`lower(${clients.name})`;
    const rows = await db.selectDistinct({ name: lowered }).from(clients).where(inArray(lowered, chunk));
    for (const r of rows) existing.add(r.name);
  }

  const firstRowOf = new Map<string, number>();
  const records: NewClient[] = [];
  const rows: ImportRow[] = file.rows.map(({ row, values }) => {
    const input = {
      ...values,
      // "www.x.example", as spreadsheets hold it, is stored as https://www.x.example.
      website: websiteOf(values.website ?? ''),
      industry: choice(values.industry ?? '', INDUSTRIES),
      currency: choice(values.currency ?? '', CURRENCIES),
      // Empty: the form's default (prospect).
      status: choice(values.status ?? '', CLIENT_STATUSES) || undefined,
    };
    const parsed = CreateClientInput.safeParse(input);
    const errors = parsed.success ? {} : rowErrors(parsed.error);
    const key = nameKey(values.name ?? '');
    let skip: string | null = null;
    if (key && !errors.name) {
      const first = firstRowOf.get(key);
      if (first !== undefined) errors.name = `"${values.name}" is also on row ${first} of this file`;
      else {
        firstRowOf.set(key, row);
        if (existing.has(key)) skip = `A client named "${values.name}" exists already; this row is left out`;
      }
    }
    if (parsed.success && Object.keys(errors).length === 0 && !skip) records.push(parsed.data);
    return { row, values, errors, skip };
  });
  return { file, preview: previewOf(file, rows), records };
}

export async function previewClientImport(db: Db, _user: CurrentUser, request: ParsedImportRequest): Promise<ImportPreview> {
  return (await planClients(db, request)).preview;
}

/** The rows with errors, every column as in the file plus their errors (rows.ts, rejectedCsv). */
export async function rejectedClientRows(
  db: Db,
  _user: CurrentUser,
  request: ParsedImportRequest,
): Promise<ReturnType<typeof rejectedCsv>> {
  const plan = await planClients(db, request);
  return rejectedCsv('clients', plan.file, plan.preview);
}

const IMPORTED_CLIENT: ImportedKind = {
  type: 'client.created',
  entityType: 'client',
  clientIdColumn: 'id',
  summary: `'Imported the client ' || name`,
};

export async function importClients(db: Db, user: CurrentUser, request: ParsedImportRequest, events?: ImportEvents): Promise<ImportResult> {
  const plan = await planClients(db, request);
  refuseIfInvalid(plan.preview, request);
  const ip = currentRequestIp();
  // One transaction for what is written: a failure on any batch rolls back every one before it.
  await db.transaction((tx) =>
    insertImportedInBatches(
      tx,
      plan.records,
      (c) => ({
        name: c.name,
        contact_person: c.contactPerson,
        email: c.email,
        phone: c.phone,
        website: c.website,
        industry: c.industry,
        status: c.status,
        billing_address: c.billingAddress,
        tax_id: c.taxId,
        currency: c.currency,
        notes: c.notes,
      }),
      // The activity entries are written by the same statement (insertImported).
      (
        rows,
      ) => sql`insert into clients (name, contact_person, email, phone, website, industry, status, billing_address, tax_id, currency, notes)
          select name, contact_person, email, phone, website, industry, status, billing_address, tax_id, currency, notes
          from jsonb_to_recordset(${rows}::jsonb) as x(name text, contact_person text, email text, phone text, website text,
            industry text, status text, billing_address text, tax_id text, currency text, notes text)
          returning id, name`,
      IMPORTED_CLIENT,
      { actorId: user.id, ip },
      events?.clientCreated,
    ),
  );
  return { created: plan.records.length, skipped: plan.preview.counts.skipped, rejected: plan.preview.counts.invalid };
}
