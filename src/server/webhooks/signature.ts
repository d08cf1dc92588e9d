/**
 * How a delivery is signed (docs/product.md, Webhooks): `webhook-signature: v1=<hex HMAC-SHA256(secret,
 * "<webhook-timestamp>.<body>")>`, the secret's text as the key, so `openssl dgst -sha256 -hmac` checks it too.
 */
import { createHmac, randomBytes } from 'node:crypto';

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A new signing secret: 32 random bytes, prefixed so it is recognisable in a receiver's configuration. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
