import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { leadCan, type LeadCan } from './leads';

describe('lead policy', () => {
  // role, the lead's client (converted or not), what the caller may do
  const rows: Array<[Role, string | null, LeadCan]> = [
    ['manager', null, { edit: true, delete: true, convert: true }],
    ['admin', 'c1', { edit: true, delete: true, convert: false }],
    ['developer', null, { edit: false, delete: false, convert: false }],
    ['client_primary', null, { edit: false, delete: false, convert: false }],
  ];
  it.each(rows)('%s on a lead converted to %s', (role, clientId, expected) => {
    expect(leadCan({ id: 'me', role }, { clientId })).toEqual(expected);
  });
});
