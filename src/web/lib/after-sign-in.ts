/**
 * Where a visitor goes after signing in: back to the page that sent them to sign in (an e-mailed link to a quote, a
 * bookmark), else their home. The page travels as `/login?next=<path>`; only a path of this site is followed, never
 * another origin ('//host', '/\host' or a full URL), so the parameter cannot send anyone elsewhere.
 */
import { homePathFor } from '../../shared/roles';

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?')) return null;
  return value;
}

/** The sign-in page's address for someone who opened `path` signed out. */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

/** After signing in: the `next` of the current address if it is one of ours, else the role's home. */
export function afterSignInPath(search: string, role: string | null | undefined): string {
  return safeNextPath(new URLSearchParams(search).get('next')) ?? homePathFor(role);
}
