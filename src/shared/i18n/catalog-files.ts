/**
 * Where the message catalogs live and what each holds: one JSON file per namespace per language,
 * src/shared/i18n/catalogs/<language>/<namespace>.json, each a flat object of ICU messages whose keys start with the
 * namespace ('tasks.title'). English is the source: every other language holds exactly its keys (tests/lint).
 *
 * A client user's portal loads only the namespaces a client can reach, so that switching language loads one small
 * file; staff load all of them. Read by the build (scripts/vite-i18n.ts), the server (src/server/i18n.ts) and the checks.
 */
export const CATALOG_DIR = 'src/shared/i18n/catalogs';

/** The namespaces a client user's screens and the sign-in pages use. */
export const CLIENT_NAMESPACES = [
  'common',
  'status',
  'shell',
  'validation',
  'auth',
  'account',
  'client-dashboard',
  'projects',
  'conversation',
  'tasks',
  'time',
  'invoices',
  'quotes',
  'requests',
  'communications',
  'notifications',
  'search',
  'files',
  'people',
  // The colleagues screens a client's primary contacts manage their colleagues on.
  'clients',
] as const;

/** The namespaces of the staff's own screens. */
export const STAFF_NAMESPACES = [
  'billing',
  'revenue',
  'expenses',
  'settings',
  'leads',
  'reports',
  'dashboard',
  'imports',
  'reminders',
] as const;

/**
 * What only the server writes (e-mails, documents, and API errors, which the server words in the reader's language):
 * never sent to a browser.
 */
export const SERVER_NAMESPACES = ['mail', 'documents', 'errors'] as const;

/** The public landing page's words: always a file of their own (its script budget), in English too. */
export const LANDING_NAMESPACES = ['landing'] as const;

export const NAMESPACES = [...CLIENT_NAMESPACES, ...STAFF_NAMESPACES, ...LANDING_NAMESPACES, ...SERVER_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What a browser loads when it switches language: the client's file, everything a browser shows, or the public
 * landing page's own words only (its small script budget).
 */
export type CatalogAudience = 'client' | 'staff' | 'landing';

export function inCatalogFor(namespace: string, audience: CatalogAudience): boolean {
  if ((SERVER_NAMESPACES as readonly string[]).includes(namespace)) return false;
  // The landing page's words are only ever its own file, also where the portal shows the page (home-route.tsx).
  const landing = (LANDING_NAMESPACES as readonly string[]).includes(namespace);
  if (audience === 'landing' || landing) return audience === 'landing' && landing;
  return audience === 'staff' || (CLIENT_NAMESPACES as readonly string[]).includes(namespace);
}
