import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { commentCan, type CommentCan } from './comments';

describe('comment policy', () => {
  // role, author, what the caller may do with the comment
  const rows: Array<[Role, string | null, CommentCan]> = [
    ['developer', 'me', { edit: true, delete: true }],
    ['developer', 'other', { edit: false, delete: false }],
    ['manager', 'other', { edit: false, delete: false }],
    ['admin', 'other', { edit: false, delete: true }],
    ['super_admin', null, { edit: false, delete: true }],
    ['client_primary', 'me', { edit: true, delete: true }],
    ['client_additional', 'other', { edit: false, delete: false }],
  ];
  it.each(rows)('%s on a comment by %s', (role, authorId, expected) => {
    expect(commentCan({ id: 'me', role }, { authorId })).toEqual(expected);
  });
});
