import { describe, expect, it } from 'vitest';
import { requestCan } from './requests';

const author = { id: 'u1', role: 'client_primary' };
const colleague = { id: 'u2', role: 'client_additional' };
const manager = { id: 'm1', role: 'manager' };
const developer = { id: 'd1', role: 'developer' };

describe('request policy', () => {
  it.each([
    ['the author, open', author, 'open', { accept: false, decline: false, edit: true, withdraw: true }],
    ['the author, answered', author, 'accepted', { accept: false, decline: false, edit: false, withdraw: false }],
    ['a colleague of the author', colleague, 'open', { accept: false, decline: false, edit: false, withdraw: false }],
    ['a manager, open', manager, 'open', { accept: true, decline: true, edit: false, withdraw: false }],
    ['a manager, declined', manager, 'declined', { accept: false, decline: false, edit: false, withdraw: false }],
    ['a developer', developer, 'open', { accept: false, decline: false, edit: false, withdraw: false }],
  ] as const)('%s', (_, actor, status, expected) => {
    expect(requestCan(actor, { status, createdById: 'u1' })).toEqual(expected);
  });
});
