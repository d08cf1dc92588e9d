/**
 * The revenue form as data: its values (strings, as inputs hold them), the values a record starts from, the payload
 * sent to the API (every field, as docs/product.md, Business rules says an update sends) and a resolver that checks the payload with
 * the very schema the server uses. Free of React so it can be unit tested.
 */
import type { Currency } from '@shared/enums';
import { minorToDecimal } from '@shared/money';
import { CreateRevenueInput, type RevenueRecord } from '@shared/schemas/revenue';
import { bodyResolver } from '@web/lib/body-resolver';

export interface RevenueFormValues {
  description: string;
  /** A decimal as typed: '1234.50'. */
  amount: string;
  currency: Currency;
  startDate: string;
  /** '' when open-ended. */
  endDate: string;
  isActive: boolean;
  /** '' for no project. */
  projectId: string;
}

export const REVENUE_FORM_FIELDS = ['description', 'amount', 'currency', 'startDate', 'endDate', 'isActive', 'projectId'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's zone, as a date input holds it. */
export function todayInput(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** docs/product.md, Validation: amount 0, USD, start today, active. */
export function emptyRevenueForm(now = new Date()): RevenueFormValues {
  return { description: '', amount: '0', currency: 'USD', startDate: todayInput(now), endDate: '', isActive: true, projectId: '' };
}

export function revenueFormFrom(record: RevenueRecord): RevenueFormValues {
  return {
    description: record.description,
    amount: minorToDecimal(record.amountMinor, record.currency),
    currency: record.currency,
    startDate: record.startDate,
    endDate: record.endDate ?? '',
    isActive: record.isActive,
    projectId: record.project?.id ?? '',
  };
}

/** What POST and PATCH receive: empty end date and project as null (docs/product.md, Business rules). */
export function toRevenuePayload(values: RevenueFormValues) {
  return {
    description: values.description.trim(),
    amount: values.amount.trim(),
    currency: values.currency,
    startDate: values.startDate,
    endDate: values.endDate ? values.endDate : null,
    isActive: values.isActive,
    projectId: values.projectId ? values.projectId : null,
  };
}

/** Checks the payload with the server's schema and puts each message beside its field. */
export const revenueResolver = bodyResolver(() => CreateRevenueInput, toRevenuePayload, { fields: REVENUE_FORM_FIELDS });
