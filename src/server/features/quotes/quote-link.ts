/**
 * The link e-mailed with a quote: /quotes/<id>?t=<token>, where the token is the quote's id and an expiry signed with
 * the app's secret (HMAC-SHA256). It proves the mail came from us and names one quote; it is no sign-in. The client
 * page (quote-acceptance) verifies it to say whether the link is still good, and a recipient not signed in is led
 * through sign-in to the same page. The link lives as long as the quote is valid (to the end of its valid-until day).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`quote-link:${payload}`).digest('base64url');
}

/** The token for `quoteId`, good until `expiresAt`. */
export function signQuoteLinkToken(secret: string, quoteId: string, expiresAt: Date): string {
  const payload = `${quoteId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** When a link to a quote valid until `validUntil` (YYYY-MM-DD) stops working: the end of that day, UTC. */
export function quoteLinkExpiry(validUntil: string): Date {
  return new Date(Date.parse(`${validUntil}T00:00:00Z`) + 24 * 60 * 60 * 1000);
}

export function quoteLink(appUrl: string, secret: string, quoteId: string, validUntil: string): string {
  return `${appUrl}/quotes/${quoteId}?t=${signQuoteLinkToken(secret, quoteId, quoteLinkExpiry(validUntil))}`;
}

/** The quote a token names, or why it is no good: a forged or mangled token is 'invalid', an old one 'expired'. */
export function verifyQuoteLinkToken(
  secret: string,
  token: string,
  now = new Date(),
): { quoteId: string } | { problem: 'expired' | 'invalid' } {
  const parts = token.split('.');
  if (parts.length !== 3) return { problem: 'invalid' };
  const [quoteId, expires, given] = parts as [string, string, string];
  if (!UUID.test(quoteId) || !/^\d{1,12}$/.test(expires)) return { problem: 'invalid' };
  const expected = Buffer.from(signature(secret, `${quoteId}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { problem: 'invalid' };
  if (now.getTime() >= Number(expires) * 1000) return { problem: 'expired' };
  return { quoteId };
}
