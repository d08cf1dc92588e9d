import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginPathFor, safeNextPath } from './after-sign-in';

describe('after sign-in', () => {
  it('follows only paths of this site', () => {
    expect(safeNextPath('/quotes/abc?t=x.y.z')).toBe('/quotes/abc?t=x.y.z');
    for (const bad of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'javascript:alert(1)', '', null, '/login?next=/x'])
      expect(safeNextPath(bad)).toBeNull();
  });

  it('goes back to the page that asked, else home', () => {
    const path = '/quotes/1?t=abc';
    expect(loginPathFor(path)).toBe('/login?next=%2Fquotes%2F1%3Ft%3Dabc');
    expect(afterSignInPath(new URL(`http://x${loginPathFor(path)}`).search, 'client_primary')).toBe(path);
    expect(afterSignInPath('', 'client_primary')).toBe('/client-dashboard');
    expect(afterSignInPath('?next=//evil.test', 'admin')).toBe('/dashboard');
  });
});
