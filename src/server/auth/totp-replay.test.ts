import { describe, expect, it } from 'vitest';
import { hotp, stepOfCode } from './totp-replay';

// RFC 6238's SHA-1 test secret; its 8-digit codes end in the 6 digits checked here.
const KEY = new TextEncoder().encode('12345678901234567890');

describe('authenticator code steps', () => {
  it('computes the RFC 6238 codes', () => {
    expect(hotp(KEY, 1)).toBe('287082');
    expect(hotp(KEY, 37037036)).toBe('081804');
    expect(hotp(KEY, 41152263)).toBe('005924');
  });

  it('finds the step of a code within one step either side of now, and nothing further', () => {
    const now = 1_111_111_109_000; // step 37037036
    expect(stepOfCode(KEY, '081804', now)).toBe(37037036);
    expect(stepOfCode(KEY, hotp(KEY, 37037037), now)).toBe(37037037);
    expect(stepOfCode(KEY, hotp(KEY, 37037035), now)).toBe(37037035);
    expect(stepOfCode(KEY, hotp(KEY, 37037038), now)).toBeNull();
    expect(stepOfCode(KEY, hotp(KEY, 37037034), now)).toBeNull();
  });
});
