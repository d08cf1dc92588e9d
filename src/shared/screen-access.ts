/**
 * Which screens a role may open, from the shared route table (./routes.ts). The router guards each screen with the
 * same audiences; links use `canOpenPath` so a page never offers a link its reader would be bounced from (a client
 * user's task shows its client's name as text, not as a link to the staff-only client screen). Decision 0029.
 */
import { isClientRole, isRole, isStaffRole } from './roles';
import { SCREEN_ROUTES, type ScreenAudience, type ScreenRoute } from './routes';

export function audienceAllows(audience: ScreenAudience, role: string | null | undefined): boolean {
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
  return screen !== undefined && audienceAllows(screen.audience, role);
}
