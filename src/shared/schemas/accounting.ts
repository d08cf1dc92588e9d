/**
 * Accounting exports (docs/decisions/0123-accounting-exports.md) and the account mapping they write
 * (docs/decisions/0124-account-mapping.md): which file, which period, and the agency's account per category, tax rate
 * family, payment method and fixed account.
 */
import { z } from 'zod';
import { ACCOUNT_MAPPING_KINDS, PAYMENT_METHODS } from '../enums';
import { DATE_PATTERN, isRealDate } from './fields';

/**
 * The files: Xero's sales invoices (credit notes as negative lines) and bills (expenses) import templates, QuickBooks
 * Online's invoices and bills imports, and a plain double-entry journal of every document.
 */
export const ACCOUNTING_EXPORT_FORMATS = ['xero-invoices', 'xero-bills', 'qbo-invoices', 'qbo-expenses', 'journal'] as const;
export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];

export const ACCOUNTING_EXPORT_FORMAT_LABELS: Record<AccountingExportFormat, string> = {
  'xero-invoices': 'Xero: sales invoices and credit notes',
  'xero-bills': 'Xero: bills (expenses)',
  'qbo-invoices': 'QuickBooks Online: invoices',
  'qbo-expenses': 'QuickBooks Online: bills (expenses)',
  journal: 'Journal: every document, double entry',
};

const day = (label: string) =>
  z
    .string({ error: `Give the ${label} day of the period (YYYY-MM-DD)` })
    .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
    .refine(isRealDate, 'validation.common.realDate');

export const AccountingExportQuery = z
  .object({
    format: z.enum(ACCOUNTING_EXPORT_FORMATS, { error: `Use one of ${ACCOUNTING_EXPORT_FORMATS.join(', ')}` }),
    from: day('first'),
    to: day('last'),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'validation.common.endPeriodBeforeStart' })
  // A year and a day at most, as the tax report: the export reads every line of the period.
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'validation.common.choosePeriodMostYear',
  });
export type AccountingExportQuery = z.infer<typeof AccountingExportQuery>;

/**
 * The fixed accounts, by key, with the account each uses while the admins have named none (Xero's default chart of
 * accounts where it has one). 'no_tax' is not an account: it is the tax type written on lines without tax.
 */
export const FIXED_ACCOUNTS = {
  sales: { label: 'Sales', code: '200' },
  late_fees: { label: 'Late fees', code: '260' },
  credit_notes: { label: 'Credit notes (sales returns)', code: '200' },
  receivables: { label: 'Accounts receivable', code: '610' },
  customer_credit: { label: "Clients' credit balances", code: '610' },
  bank: { label: 'Bank (payments without their own account)', code: '090' },
  expenses_payable: { label: 'Expenses payable', code: '800' },
  tax: { label: 'Sales tax (output tax)', code: '820' },
  input_tax: { label: 'Input tax (tax on expenses)', code: '820' },
  no_tax: { label: 'Tax type of lines without tax', code: 'Tax Exempt' },
} as const;
export type FixedAccountKey = keyof typeof FIXED_ACCOUNTS;
export const FIXED_ACCOUNT_KEYS = Object.keys(FIXED_ACCOUNTS) as FixedAccountKey[];

/** An expense category's default account: Xero's "General Expenses". */
export const DEFAULT_CATEGORY_ACCOUNT = '429';

export const AccountMappingEntry = z
  .object({
    kind: z.enum(ACCOUNT_MAPPING_KINDS),
    /** The fixed account's key, the category's id, the tax rate family's id, or the payment method. */
    key: z.string(),
    /** What the form shows: the category's, rate's or method's name. */
    label: z.string(),
    /** The account the exports write: the admins' code, or the default. */
    accountCode: z.string(),
    /** For a tax rate: its name in the accounting system (Xero's TaxType, QuickBooks' tax code); else a note. */
    accountName: z.string().nullable(),
    defaultCode: z.string(),
    /** True while no code is set and the default is used. */
    isDefault: z.boolean(),
    /** An archived category or rate, kept because earlier documents still name it. */
    archived: z.boolean(),
  })
  .meta({ id: 'AccountMappingEntry' });
export type AccountMappingEntry = z.infer<typeof AccountMappingEntry>;

export const AccountMapping = z.object({ entries: z.array(AccountMappingEntry) }).meta({ id: 'AccountMapping' });
export type AccountMapping = z.infer<typeof AccountMapping>;

const code = z
  .string({ error: 'validation.accounting.giveAccountCode' })
  .trim()
  .max(50, 'validation.accounting.accountCodeMost50')
  .regex(/^[^\r\n]*$/, 'validation.accounting.accountCodeOneLine');

export const AccountMappingInputEntry = z.object({
  kind: z.enum(ACCOUNT_MAPPING_KINDS, { error: 'validation.accounting.unknownKindAccount' }),
  key: z.string({ error: 'validation.accounting.nameWhatAccount' }).trim().min(1, 'validation.accounting.nameWhatAccount').max(100),
  /** Empty: back to the default. */
  accountCode: code,
  accountName: z
    .string()
    .trim()
    .max(100, 'validation.accounting.nameMost100Characters')
    .regex(/^[^\r\n]*$/, 'validation.accounting.nameOneLine')
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const AccountMappingInput = z.object({
  entries: z
    .array(AccountMappingInputEntry, { error: 'validation.accounting.sendAccountsList' })
    .max(1000, 'validation.accounting.most1000Accounts'),
});
export type AccountMappingInput = z.input<typeof AccountMappingInput>;
export type AccountMappingBody = z.output<typeof AccountMappingInput>;

/** The payment methods whose account the admins may name ('credit' is the client's balance: customer_credit). */
export const MAPPED_PAYMENT_METHODS = PAYMENT_METHODS;
