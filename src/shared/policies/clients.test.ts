import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { clientCan, mayCreateClients, mayReadClientActivity, type ClientCan } from './clients';

describe('client policy', () => {
  // role, what it may do with a client it sees, may read the client's activity
  const rows: Array<[Role, ClientCan, boolean]> = [
    ['super_admin', { edit: true, delete: true, manageUsers: true }, true],
    ['admin', { edit: true, delete: true, manageUsers: true }, true],
    ['manager', { edit: true, delete: false, manageUsers: true }, true],
    ['developer', { edit: false, delete: false, manageUsers: false }, true],
    ['support', { edit: false, delete: false, manageUsers: false }, true],
    ['client_primary', { edit: false, delete: false, manageUsers: false }, false],
    ['client_additional', { edit: false, delete: false, manageUsers: false }, false],
  ];
  it.each(rows)('%s', (role, expected, activity) => {
    const actor = { id: 'me', role };
    expect(clientCan(actor)).toEqual(expected);
    expect(mayCreateClients(actor)).toBe(expected.edit);
    expect(mayReadClientActivity(actor)).toBe(activity);
  });
});
