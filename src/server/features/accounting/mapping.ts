/**
 * The account mapping (docs/decisions/0124-account-mapping.md): the admins' account per fixed account, expense category,
 * tax rate family and payment method, stored in account_mappings; a missing row is its default.
 */
import { asc, sql } from 'drizzle-orm';
import type { ACCOUNT_MAPPING_KINDS } from '@shared/enums';
import {
  DEFAULT_CATEGORY_ACCOUNT,
  FIXED_ACCOUNT_KEYS,
  FIXED_ACCOUNTS,
  MAPPED_PAYMENT_METHODS,
  type AccountMapping,
  type AccountMappingEntry,
  type AccountMappingBody,
  type FixedAccountKey,
} from '@shared/schemas/accounting';
import { PAYMENT_METHOD_LABELS } from '@shared/schemas/payments';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { accountMappings, expenseCategories, taxRates } from '../../db/schema';
import { validationFailed, type FieldErrors } from '../../errors';

type AccountMappingKind = (typeof ACCOUNT_MAPPING_KINDS)[number];
type Stored = Map<string, { accountCode: string; accountName: string | null }>;
const keyOf = (kind: string, key: string) => `${kind}:${key}`;

/** What the exports look accounts up in: every code resolved, defaults applied. */
export interface Accounts {
  fixed(key: FixedAccountKey): string;
  category(id: string | null): string;
  /** The output tax account of a rate family (the fixed sales tax account by default). */
  taxAccount(familyId: string | null): string;
  /** The rate's name in the accounting system: the admins' name, else the name the line copied, else the no-tax type. */
  taxType(familyId: string | null, lineTaxName: string | null): string;
  payment(method: string): string;
}

async function readStored(db: DbOrTx): Promise<Stored> {
  const rows = await db.select().from(accountMappings);
  return new Map(rows.map((r) => [keyOf(r.kind, r.key), { accountCode: r.accountCode, accountName: r.accountName }]));
}

export async function readAccounts(db: DbOrTx): Promise<Accounts> {
  const stored = await readStored(db);
  const code = (kind: AccountMappingKind, key: string, fallback: string) => stored.get(keyOf(kind, key))?.accountCode ?? fallback;
  const fixed = (key: FixedAccountKey) => code('fixed', key, FIXED_ACCOUNTS[key].code);
  return {
    fixed,
    category: (id) => (id ? code('category', id, DEFAULT_CATEGORY_ACCOUNT) : DEFAULT_CATEGORY_ACCOUNT),
    taxAccount: (familyId) => (familyId ? code('tax_rate', familyId, fixed('tax')) : fixed('tax')),
    taxType: (familyId, lineTaxName) =>
      (familyId ? stored.get(keyOf('tax_rate', familyId))?.accountName : null) ?? lineTaxName ?? fixed('no_tax'),
    payment: (method) => code('payment_method', method, method === 'credit' ? fixed('customer_credit') : fixed('bank')),
  };
}

/** Every category and rate family (the active version's name, else the latest), archived ones after the rest. */
async function mappables(db: DbOrTx) {
  const categories = await db
    .select({ id: expenseCategories.id, name: expenseCategories.name, archived: sql<boolean>`${expenseCategories.archivedAt} is not null` })
    .from(expenseCategories)
    .orderBy(sql`${expenseCategories.archivedAt} is not null`, asc(sql`lower(${expenseCategories.name})`), asc(expenseCategories.id));
  const families = (await db.execute(sql`
    select distinct on (${taxRates.familyId}) ${taxRates.familyId} as id, ${taxRates.name} as name,
      bool_and(${taxRates.archivedAt} is not null) over (partition by ${taxRates.familyId}) as archived
    from ${taxRates}
    order by ${taxRates.familyId}, ${taxRates.archivedAt} is not null, ${taxRates.createdAt} desc`)) as unknown as {
    rows: { id: string; name: string; archived: boolean }[];
  };
  const rates = [...families.rows].sort(
    (a, b) => Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  return { categories, rates };
}

export async function getAccountMapping(db: DbOrTx): Promise<AccountMapping> {
  const stored = await readStored(db);
  const { categories, rates } = await mappables(db);
  const accounts = await readAccounts(db);
  const entry = (kind: AccountMappingKind, key: string, label: string, defaultCode: string, archived = false): AccountMappingEntry => {
    const row = stored.get(keyOf(kind, key));
    return {
      kind,
      key,
      label,
      accountCode: row?.accountCode ?? defaultCode,
      accountName: row?.accountName ?? null,
      defaultCode,
      isDefault: !row,
      archived,
    };
  };
  return {
    entries: [
      ...FIXED_ACCOUNT_KEYS.map((key) => entry('fixed', key, FIXED_ACCOUNTS[key].label, FIXED_ACCOUNTS[key].code)),
      ...categories.map((c) => entry('category', c.id, c.name, DEFAULT_CATEGORY_ACCOUNT, Boolean(c.archived))),
      ...rates.map((r) => entry('tax_rate', r.id, r.name, accounts.fixed('tax'), Boolean(r.archived))),
      ...MAPPED_PAYMENT_METHODS.map((m) =>
        entry('payment_method', m, PAYMENT_METHOD_LABELS[m], m === 'credit' ? accounts.fixed('customer_credit') : accounts.fixed('bank')),
      ),
    ],
  };
}

/** A message per entry that names nothing the mapping knows; nothing is written when there is one. */
async function refusals(db: DbOrTx, input: AccountMappingBody): Promise<FieldErrors> {
  const { categories, rates } = await mappables(db);
  const known: Record<AccountMappingKind, Set<string>> = {
    fixed: new Set(FIXED_ACCOUNT_KEYS),
    category: new Set(categories.map((c) => c.id)),
    tax_rate: new Set(rates.map((r) => r.id)),
    payment_method: new Set(MAPPED_PAYMENT_METHODS),
  };
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  input.entries.forEach((e, i) => {
    if (!known[e.kind].has(e.key)) fields[`entries.${i}.key`] = `No ${e.kind.replace('_', ' ')} "${e.key}" to map`;
    else if (seen.has(keyOf(e.kind, e.key))) fields[`entries.${i}.key`] = 'This account is sent twice';
    else if (!e.accountCode && e.accountName) fields[`entries.${i}.accountCode`] = 'Give the account code the name goes with';
    seen.add(keyOf(e.kind, e.key));
  });
  return fields;
}

export async function updateAccountMapping(db: Db, user: CurrentUser, input: AccountMappingBody): Promise<AccountMapping> {
  return db.transaction(async (tx) => {
    const fields = await refusals(tx, input);
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    let set = 0;
    let cleared = 0;
    for (const e of input.entries) {
      if (!e.accountCode) {
        cleared += 1;
        await tx.delete(accountMappings).where(sql`${accountMappings.kind} = ${e.kind} and ${accountMappings.key} = ${e.key}`);
        continue;
      }
      set += 1;
      await tx
        .insert(accountMappings)
        .values({ kind: e.kind, key: e.key, accountCode: e.accountCode, accountName: e.accountName })
        .onConflictDoUpdate({
          target: [accountMappings.kind, accountMappings.key],
          set: { accountCode: e.accountCode, accountName: e.accountName, updatedAt: new Date() },
        });
    }
    await recordActivity(tx, {
      actorId: user.id,
      action: 'accounting.mapping_updated',
      entityType: 'account_mapping',
      summary: `Updated the account mapping (${set} set, ${cleared} back to default)`,
      metadata: { set, cleared },
    });
    return getAccountMapping(tx);
  });
}
