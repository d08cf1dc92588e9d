/**
 * The authorization table's rows for quotes, the agency's side (decision 0055): admins list, create, save, send and
 * print any quote; client users list, read and print their company's quotes once sent (404 for another company's),
 * and change nothing; other staff lack quotes.view. Numbering, versions and scope are in tests/api/quotes/quotes.test.ts.
 */
import type { Role } from '@shared/roles';
import type { Fixture, Target, Who } from './authorization-fixtures';
import { ADMINS, isClient, onlyAdmins, signedIn, type Row } from './authorization-rules';

/** quotes.view: admins any quote, client users their company's; other staff lack the capability. */
const readQuote = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : ADMINS.includes(who as Role) ? ok : isClient(who) ? (target === 'own' ? ok : 404) : 403;

const QUOTE = { title: 'Table quote', sections: [{ title: 'Build', items: [{ description: 'Pages', quantity: 2, unitPrice: 100 }] }] };

export const QUOTES_ROWS: Row[] = [
  { route: 'GET /api/quotes', expect: readQuote(200) },
  { route: 'POST /api/quotes', expect: onlyAdmins(201), body: (f: Fixture) => ({ clientId: f.ownClientId, ...QUOTE }) },
  { route: 'GET /api/quotes/:id', kind: 'quote', expect: readQuote(200) },
  // The fixture quote is sent: an admin's save makes its next version.
  { route: 'PUT /api/quotes/:id', kind: 'quote', expect: onlyAdmins(200), body: QUOTE },
  { route: 'POST /api/quotes/:id/send', kind: 'quote', expect: onlyAdmins(200) },
  { route: 'GET /api/quotes/:id/pdf', kind: 'quote', expect: readQuote(200) },
];
