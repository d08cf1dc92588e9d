/**
 * Which screens a role may open, from the shared route table (./routes.ts): the one answer the router's guard, the
 * sidebar and links read (decision 0035). Links use `canOpenPath` so a page never offers a link its reader would be
 * bounced from (a client user's task shows its client's name as text, not as a link to the staff-only client
 * screen). Decision 0029.
 */
import { can } from './permissions';
import { isClientRole, isRole, isStaffRole } from './roles';
import { SCREEN_ROUTES, type ScreenAudience, type ScreenRoute } from './routes';

function audienceAllows(audience: ScreenAudience, role: string | null | undefined): boolean {
  switch (audience) {
    case 'public':
      return true;
    case 'any':
      return isRole(role);
    case 'dev':
      return isStaffRole(role);
    case 'client':
      return isClientRole(role);
  }
}

/**
 * What a user of this role meets on a screen: 'open'; 'signed-out' (no role: the sign-in page); 'unknown-role' (a
 * role the product does not know: the public site); 'wrong-kind' (a staff screen for a client user or the other way
 * round: their own home); 'denied' (of the audience, without the screen's capability: "Permission Denied" in place).
 */
export type ScreenAccess = 'open' | 'signed-out' | 'unknown-role' | 'wrong-kind' | 'denied';

export function screenAccess(role: string | null | undefined, route: Pick<ScreenRoute, 'audience' | 'capability'>): ScreenAccess {
  if (route.audience === 'public') return 'open';
  if (!role) return 'signed-out';
  if (!isRole(role)) return 'unknown-role';
  if (!audienceAllows(route.audience, role)) return 'wrong-kind';
  if (route.capability && !can(role, route.capability)) return 'denied';
  return 'open';
}

/** The path of an in-app address, without its query and fragment, and without a trailing slash. */
function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i]!.length > 0 : part === got[i]));
}

/** The screen an in-app address opens, or undefined (the not-found page). */
export function screenOf(href: string): ScreenRoute | undefined {
  const path = pathOf(href);
  return SCREEN_ROUTES.find((route) => matches(route.path, path));
}

/** Whether a user of this role can open this in-app address ('/tasks/1?tab=x'): a known screen they are let into. */
export function canOpenPath(role: string | null | undefined, href: string): boolean {
  const screen = screenOf(href);
  return screen !== undefined && screenAccess(role, screen) === 'open';
}
