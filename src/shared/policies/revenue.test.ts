import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { revenueCan } from './revenue';

describe('revenue policy', () => {
  const rows: Array<[Role, boolean]> = [
    ['super_admin', true],
    ['admin', true],
    ['manager', false],
    ['developer', false],
    ['client_primary', false],
  ];
  it.each(rows)('%s edits and deletes revenue: %s', (role, manage) => {
    expect(revenueCan({ id: 'me', role })).toEqual({ edit: manage, delete: manage });
  });
});
