import { describe, expect, it } from 'vitest';
import type { RevenueRecord } from '@shared/schemas/revenue';
import { emptyRevenueForm, revenueFormFrom, revenueResolver, toRevenuePayload, type RevenueFormValues } from './revenue-form';
import { formatMonthly, formatPeriod } from './revenue-format';
import { fieldMessage } from '@web/lib/field-message';

const resolve = (values: RevenueFormValues) => revenueResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('revenue form', () => {
  it('starts with the product’s defaults', () => {
    expect(emptyRevenueForm(new Date(2026, 2, 9, 23, 30))).toEqual({
      description: '',
      amount: '0',
      currency: 'USD',
      startDate: '2026-03-09',
      endDate: '',
      isActive: true,
      projectId: '',
    });
  });

  it('round-trips a record and sends empty end date and project as null', () => {
    const record: RevenueRecord = {
      id: 'r1',
      clientId: 'c1',
      description: 'Hosting',
      amountMinor: 123_405,
      currency: 'EUR',
      startDate: '2026-01-01',
      endDate: null,
      isActive: false,
      status: 'inactive',
      project: null,
      createdAt: '',
      updatedAt: '',
      can: { edit: true, delete: true },
    };
    const values = revenueFormFrom(record);
    expect(values.amount).toBe('1234.05');
    expect(toRevenuePayload(values)).toEqual({
      description: 'Hosting',
      amount: '1234.05',
      currency: 'EUR',
      startDate: '2026-01-01',
      endDate: null,
      isActive: false,
      projectId: null,
    });
  });

  it('puts the server schema messages beside the fields', async () => {
    const base = emptyRevenueForm(new Date(2026, 0, 10));
    expect((await resolve({ ...base, description: 'x' })).errors).toEqual({});
    const { errors } = await resolve({ ...base, amount: '1.005', endDate: '2026-01-09' });
    expect(fieldMessage(errors.description?.message ?? '')).toBe('Description is required');
    expect(errors.amount?.message).toBe('Amount can have at most 2 decimal places');
    expect(fieldMessage(errors.endDate?.message ?? '')).toBe('End date must be on or after the start date');
    expect((await resolve({ ...base, description: 'x', amount: '-5' })).errors.amount?.message).toBe('Amount must be 0 or more');
  });

  it('formats amounts per month and periods by calendar day', () => {
    expect(formatMonthly(425_000, 'USD')).toBe('$4,250.00/mo');
    expect(formatPeriod('2026-01-01', null)).toBe('Jan 1, 2026 – Ongoing');
    expect(formatPeriod('2026-01-01', '2026-12-31')).toBe('Jan 1, 2026 – Dec 31, 2026');
  });
});
