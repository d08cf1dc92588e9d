import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../enums';
import type { Role } from '../roles';
import { billingReadRefusal, invoiceBalance, invoiceCan, statusAfterMoney, type InvoiceCan } from './invoices';

const NONE: InvoiceCan = { issue: false, edit: false, markPaid: false, void: false, refund: false, creditNote: false };
const money = (paid: number, credited = 0) => ({ amountMinor: 10_000, amountPaidMinor: paid, amountCreditedMinor: credited });

describe('invoice policy', () => {
  // role, status, held by Stripe, payments mode, paid, what the caller may do
  const rows: Array<[Role, InvoiceStatus, boolean, 'stripe' | 'manual', number, InvoiceCan]> = [
    ['admin', 'draft', false, 'manual', 0, { ...NONE, issue: true, edit: true, void: true }],
    ['admin', 'open', false, 'manual', 0, { ...NONE, markPaid: true, void: true, creditNote: true }],
    ['admin', 'partially_paid', false, 'manual', 4_000, { ...NONE, markPaid: true, refund: true, creditNote: true }],
    ['admin', 'uncollectible', false, 'manual', 0, { ...NONE, markPaid: true, void: true, creditNote: true }],
    ['admin', 'paid', false, 'manual', 10_000, { ...NONE, refund: true, creditNote: true }],
    ['super_admin', 'void', false, 'manual', 0, NONE],
    ['admin', 'open', true, 'stripe', 0, { ...NONE, creditNote: true }],
    ['manager', 'open', false, 'manual', 0, NONE],
    ['client_primary', 'open', false, 'manual', 0, NONE],
  ];
  it.each(rows)('%s on a %s invoice (Stripe: %s, %s, paid %s)', (role, status, held, mode, paid, expected) => {
    expect(invoiceCan({ id: 'me', role }, { status, stripeInvoiceId: held ? 'in_1' : null, ...money(paid) }, mode)).toEqual(expected);
  });

  it('keeps the balance at total less payments less credits, and never below zero', () => {
    expect(invoiceBalance(money(4_000, 1_000))).toBe(5_000);
    expect(invoiceBalance(money(10_000, 2_000))).toBe(0);
  });

  it('moves the status by the money: partially paid, paid once covered (credits count), open again after a refund', () => {
    expect(statusAfterMoney('open', money(4_000))).toBe('partially_paid');
    expect(statusAfterMoney('partially_paid', money(10_000))).toBe('paid');
    expect(statusAfterMoney('open', money(7_000, 3_000))).toBe('paid');
    expect(statusAfterMoney('paid', money(0))).toBe('open');
    expect(statusAfterMoney('open', money(0, 2_000))).toBe('open');
    expect(statusAfterMoney('uncollectible', money(0))).toBe('uncollectible');
    expect(statusAfterMoney('void', money(10_000))).toBe('void');
  });

  it('lets admins read every client, client users their own company only, and nobody else', () => {
    expect(billingReadRefusal({ id: 'me', role: 'admin', clientId: null }, 'c1')).toBeNull();
    expect(billingReadRefusal({ id: 'me', role: 'client_primary', clientId: 'c1' }, 'c1')).toBeNull();
    expect(billingReadRefusal({ id: 'me', role: 'client_additional', clientId: 'c2' }, 'c1')).toBe('not_found');
    expect(billingReadRefusal({ id: 'me', role: 'manager', clientId: null }, 'c1')).toBe('forbidden');
  });
});
