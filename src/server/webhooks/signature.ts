/**
 * How a delivery is signed: Standard Webhooks (docs/decisions/0071-standard-webhooks-signatures.md), so a receiver may
 * verify with the standard's own libraries. The key is the secret's base64 part decoded to bytes; the signed text is
 * `<webhook-id>.<webhook-timestamp>.<body>`; the header is `v1,<base64 HMAC-SHA256>` (several would be space-separated).
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** The HMAC key of a `whsec_<base64>` secret: its bytes, not its text. */
export function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded, 'base64');
}

export function signWebhook(secret: string, eventId: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', secretKey(secret)).update(`${eventId}.${timestamp}.${body}`).digest('base64')}`;
}

/** A new signing secret: `whsec_` and 32 random bytes in standard base64, the form the standard's libraries read. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}
