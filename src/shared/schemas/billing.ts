/** Billing: the Stripe customer card, invoices with line items, and the invoice form (one schema for form and server). */
import { z } from 'zod';
import { CURRENCIES, type Currency, type InvoiceStatus } from '../enums';
import { DATE_PATTERN, isRealDate, optionalText } from './fields';
import { parseMoneyToMinor } from '../money';

/** Part 2 section 3: an item sent without a description is named so on the invoice. */
export const DEFAULT_ITEM_NAME = 'Professional Services';
export const DEFAULT_DUE_DAYS = 30;
export const CUSTOMER_RECHECK_MS = 3000;

/**
 * Major units to minor units (part 2 section 9: x100), read from the digits by the one money helper. The schema below
 * refuses more than two decimals, so the rounding fallback only serves the form's live total while one types.
 */
export const toMinor = (amount: number) => {
  const parsed = parseMoneyToMinor(amount);
  return parsed.ok ? parsed.minor : Math.round(amount * 100);
};

export const InvoiceItemInput = z.object({
  description: z.string().trim().max(200, 'Description must be at most 200 characters').default(''),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100_000, 'Quantity must be at most 100000'),
  amount: z
    .number({ error: 'Amount must be a number' })
    .positive('Amount must be greater than 0')
    .max(10_000_000, 'Amount must be at most 10000000')
    .refine((v) => parseMoneyToMinor(v).ok, 'Use at most 2 decimals (steps of 0.01)'),
});
export type InvoiceItemInput = z.input<typeof InvoiceItemInput>;

export const CreateInvoiceInput = z
  .object({
    currency: z.enum(CURRENCIES, { error: 'Choose a currency' }).default('USD'),
    description: optionalText('Description', 1000),
    dueDate: z
      .string({ error: 'Due date is required' })
      .regex(DATE_PATTERN, 'Use a date like 2026-12-31')
      .refine(isRealDate, 'Not a real date'),
    sendEmail: z.boolean().default(false),
    items: z.array(InvoiceItemInput).min(1, 'Add at least one line item').max(100, 'At most 100 line items'),
  })
  .strict();
export type CreateInvoiceInput = z.input<typeof CreateInvoiceInput>;
export type CreateInvoice = z.output<typeof CreateInvoiceInput>;

export const UpdateInvoiceStatusInput = z.object({ status: z.enum(['paid', 'void'], { error: 'Status must be paid or void' }) }).strict();
export type UpdateInvoiceStatusInput = z.input<typeof UpdateInvoiceStatusInput>;

export interface InvoiceItemDto {
  id: string;
  description: string;
  quantity: number;
  unitAmountMinor: number;
}

export interface InvoiceDto {
  id: string;
  clientId: string;
  invoiceNumber: string | null;
  description: string | null;
  amountMinor: number;
  currency: Currency;
  status: InvoiceStatus;
  overdue: boolean;
  dueDate: string | null;
  paidAt: string | null;
  hostedInvoiceUrl: string | null;
  stripeInvoiceId: string | null;
  createdAt: string;
  items: InvoiceItemDto[];
}

export interface InvoiceTotal {
  amountMinor: number;
  count: number;
}

export interface InvoiceTotals {
  total: InvoiceTotal;
  paid: InvoiceTotal;
  outstanding: InvoiceTotal;
  overdue: InvoiceTotal;
}

export interface StripeCustomerDto {
  status: 'pending' | 'completed';
  stripeCustomerId: string | null;
  createdAt: string;
}

export interface Billing {
  /** 'manual' when no Stripe key is configured: online payment is not connected. */
  mode: 'stripe' | 'manual';
  client: { id: string; name: string };
  customer: StripeCustomerDto | null;
  invoices: InvoiceDto[];
  /** USD invoices (void ones count in none); amounts in other currencies are never converted, see otherCurrencies. */
  totals: InvoiceTotals;
  otherCurrencies: Array<InvoiceTotals & { currency: Currency }>;
  abilities: { createInvoice: boolean; manageStatus: boolean };
}
