import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { mayPostMessage, messageCan, type MessageCan } from './messages';

describe('message policy', () => {
  // role, author, internal, what the caller may do with the message
  const rows: Array<[Role, string | null, boolean, MessageCan]> = [
    ['developer', 'me', false, { edit: true, delete: true }],
    ['developer', 'me', true, { edit: true, delete: true }],
    ['developer', 'other', false, { edit: false, delete: false }],
    ['manager', 'other', true, { edit: false, delete: false }],
    ['admin', 'other', false, { edit: false, delete: true }],
    ['admin', 'other', true, { edit: false, delete: true }],
    ['super_admin', null, false, { edit: false, delete: true }],
    ['client_primary', 'me', false, { edit: true, delete: true }],
    ['client_additional', 'me', false, { edit: true, delete: true }],
    ['client_additional', 'other', false, { edit: false, delete: false }],
    // A note a client user could never have written: no rights even if the id matched.
    ['client_primary', 'me', true, { edit: false, delete: false }],
  ];
  it.each(rows)('%s on a message by %s (internal: %s)', (role, authorId, internal, expected) => {
    expect(messageCan({ id: 'me', role }, { authorId, internal })).toEqual(expected);
  });

  it('lets staff write internal notes and client users only shared messages', () => {
    for (const role of ['super_admin', 'admin', 'manager', 'developer', 'designer', 'support'] as const) {
      expect(mayPostMessage({ id: 'me', role }, true)).toBe(true);
      expect(mayPostMessage({ id: 'me', role }, false)).toBe(true);
    }
    for (const role of ['client_primary', 'client_additional'] as const) {
      expect(mayPostMessage({ id: 'me', role }, true)).toBe(false);
      expect(mayPostMessage({ id: 'me', role }, false)).toBe(true);
    }
    expect(mayPostMessage({ id: 'me', role: null }, false)).toBe(false);
  });
});
