import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../enums';
import type { Role } from '../roles';
import { billingReadRefusal, invoiceCan, type InvoiceCan } from './invoices';

const NONE: InvoiceCan = { issue: false, markPaid: false, void: false };

describe('invoice policy', () => {
  // role, status, held by Stripe, payments mode, what the caller may do
  const rows: Array<[Role, InvoiceStatus, boolean, 'stripe' | 'manual', InvoiceCan]> = [
    ['admin', 'draft', false, 'manual', { issue: true, markPaid: true, void: true }],
    ['admin', 'open', false, 'manual', { issue: false, markPaid: true, void: true }],
    ['admin', 'uncollectible', false, 'manual', { issue: false, markPaid: true, void: true }],
    ['admin', 'paid', false, 'manual', NONE],
    ['super_admin', 'void', false, 'manual', NONE],
    ['admin', 'open', true, 'stripe', NONE],
    ['manager', 'open', false, 'manual', NONE],
    ['client_primary', 'open', false, 'manual', NONE],
  ];
  it.each(rows)('%s on a %s invoice (Stripe: %s, %s)', (role, status, held, mode, expected) => {
    expect(invoiceCan({ id: 'me', role }, { status, stripeInvoiceId: held ? 'in_1' : null }, mode)).toEqual(expected);
  });

  it('lets admins read every client, client users their own company only, and nobody else', () => {
    expect(billingReadRefusal({ id: 'me', role: 'admin', clientId: null }, 'c1')).toBeNull();
    expect(billingReadRefusal({ id: 'me', role: 'client_primary', clientId: 'c1' }, 'c1')).toBeNull();
    expect(billingReadRefusal({ id: 'me', role: 'client_additional', clientId: 'c2' }, 'c1')).toBe('not_found');
    expect(billingReadRefusal({ id: 'me', role: 'manager', clientId: null }, 'c1')).toBe('forbidden');
  });
});
