import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file-check';

describe('avatarFileProblem', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 512 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
      expect(avatarFileProblem({ type, size: 512 * 1024 })).toBeNull();
  });

  it('explains what is wrong with other files', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    expect(avatarFileProblem({ type: '', size: 100 })).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    expect(avatarFileProblem({ type: 'image/png', size: 600 * 1024 })).toBe('That picture is 600 KB; the limit is 512 KB.');
  });
});
