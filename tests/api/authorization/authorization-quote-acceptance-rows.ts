/**
 * The authorization table's rows for the client's side of quotes (decision 0056). Quotes are read by admins (all)
 * and client users (their company's, once sent); only the client's primary contact answers, refused with 403 to
 * everyone else who may read the quote; only admins convert. The table's signature carries a hash that matches no
 * quote, so a primary contact who passes every check is told 409 (nothing is signed); tests/api/quotes/quote-acceptance.test.ts
 * signs for real.
 */
import type { Role } from '@shared/roles';
import type { Target, Who } from './authorization-fixtures';
import { ADMINS, isClient, onlyAdmins, signedIn, type Row } from './authorization-rules';

/** quotes.view: admins any quote, client users their company's; other staff lack the capability. */
const readQuote = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : ADMINS.includes(who as Role) ? ok : isClient(who) ? (target === 'own' ? ok : 404) : 403;

/** Answering: 404 outside the caller's scope, then 403 for anyone but the primary contact. */
const answer = (ok: number) => (who: Who, target: Target) => {
  const status = readQuote(0)(who, target);
  if (status !== 0) return status;
  return who === 'client_primary' ? ok : 403;
};

const SIGNATURE = { signerName: 'Table Signer', termsAccepted: true, version: 1, documentSha256: '0'.repeat(64) };

export const QUOTE_ACCEPTANCE_ROWS: Row[] = [
  { route: 'GET /api/quotes/:id/document', kind: 'quote', expect: readQuote(200) },
  { route: 'POST /api/quotes/:id/accept', kind: 'quote', expect: answer(409), body: SIGNATURE },
  { route: 'POST /api/quotes/:id/decline', kind: 'quote', expect: answer(200), body: { reason: 'Not this year' } },
  { route: 'POST /api/quotes/:id/convert', kind: 'acceptedQuote', expect: onlyAdmins(201) },
  // Not converted yet: the deposit comes with the project.
  { route: 'POST /api/quotes/:id/deposit-invoice', kind: 'acceptedQuote', expect: onlyAdmins(409) },
  // Not converted yet: the final invoice comes after the project and its deposit.
  { route: 'POST /api/quotes/:id/final-invoice', kind: 'acceptedQuote', expect: onlyAdmins(409) },
  // Invoice rights (invoices.create: admins), refused before the milestone is looked up; the table's milestone was
  // made of no quote, so an admin is told 409 (decision 0099).
  { route: 'POST /api/milestones/:id/invoice', kind: 'milestone', expect: onlyAdmins(409) },
];
