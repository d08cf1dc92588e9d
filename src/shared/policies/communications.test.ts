import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { communicationCan, mayCreateCommunications } from './communications';

describe('communication policy', () => {
  // role, who logged it, may edit and delete, may log new ones
  const rows: Array<[Role, string | null, boolean, boolean]> = [
    ['admin', 'other', true, true],
    ['manager', null, true, true],
    ['developer', 'me', true, true],
    ['developer', 'other', false, true],
    ['support', 'me', true, true],
    ['designer', null, false, true],
    ['client_primary', 'me', false, false],
    ['client_additional', 'other', false, false],
  ];
  it.each(rows)('%s on one logged by %s', (role, userId, manage, create) => {
    const actor = { id: 'me', role };
    expect(communicationCan(actor, { userId })).toEqual({ edit: manage, delete: manage });
    expect(mayCreateCommunications(actor)).toBe(create);
  });
});
