/** The authorization table's row shape and the rules its rows are written with (from the displayed matrix). */
import { ROLES, type Role } from '@shared/roles';
import type { Fixture, Kind, Target, Who } from './authorization-fixtures';

export const ALL: Who[] = ['anonymous', ...ROLES];
export const MANAGERS: Role[] = ['super_admin', 'admin', 'manager'];
export const CLIENTS: Role[] = ['client_primary', 'client_additional'];
export const ADMINS: Role[] = ['super_admin', 'admin'];

/** The hand-written table: route -> who -> status, for the record in scope ('own') and the one outside ('other'). */
export interface Row {
  route: string;
  kind?: Kind;
  expect: (who: Who, target: Target) => number;
  body?: unknown | ((f: Fixture) => unknown);
  /** When the id travels in the query string rather than the path. */
  url?: string;
}

export const signedIn = (who: Who) => who !== 'anonymous';
export const seesAll = (who: Who) => MANAGERS.includes(who as Role);
export const isClient = (who: Who) => CLIENTS.includes(who as Role);
export const isStaff = (who: Who) => signedIn(who) && !isClient(who);
export const scoped = (who: Who, target: Target) => (!signedIn(who) ? 401 : seesAll(who) || target === 'own' ? 200 : 404);
export const anyoneSignedIn = (ok: number) => (who: Who) => (signedIn(who) ? ok : 401);
export const staffOnly = (who: Who) => (!signedIn(who) ? 401 : isStaff(who) ? 200 : 403);
/** Manage Projects and Milestones (super_admin, admin, manager): others get 404 outside their scope, 403 inside it. */
export const manage = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : seesAll(who) ? ok : target === 'own' ? 403 : 404;
/** A capability the role lacks altogether is refused before any record is looked up. */
export const onlyManagers = (ok: number) => (who: Who) => (!signedIn(who) ? 401 : seesAll(who) ? ok : 403);
export const onlyAdmins = (ok: number) => (who: Who) => (!signedIn(who) ? 401 : ADMINS.includes(who as Role) ? ok : 403);
/** Billing: super_admin and admin any client's; client users read (never change) their own company's; others 403. */
export const billing = (adminStatus: number, clientOwn: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : ADMINS.includes(who as Role) ? adminStatus : isClient(who) ? (target === 'own' ? clientOwn : 404) : 403;
/** Contact Leads: admin, super_admin and manager; everyone else is refused. */
export const leads = onlyManagers;
/** Comment on Tasks: all roles, on the tasks they can see; one's own comment may be edited and deleted. */
export const inScope = (ok: number) => (who: Who, target: Target) => (!signedIn(who) ? 401 : seesAll(who) || target === 'own' ? ok : 404);
/** Delete Clients: super_admin and admin; others 403 on a client they see, 404 on one they don't. */
export const deleteClients = (who: Who, target: Target) =>
  !signedIn(who) ? 401 : ADMINS.includes(who as Role) ? 204 : seesAll(who) || target === 'own' ? 403 : 404;
/** Edit/Delete Communications: managers any; developer, designer, support their own; clients never. */
export const manageCommunications = (ok: number) => (who: Who, target: Target) => (isClient(who) ? 403 : inScope(ok)(who, target));
/** Staff-only views of a record: a client user is refused on their own company's and not told of another's. */
export const staffInScope = (who: Who, target: Target) => (isClient(who) ? (target === 'own' ? 403 : 404) : scoped(who, target));
