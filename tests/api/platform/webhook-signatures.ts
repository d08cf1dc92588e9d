/**
 * How a receiver checks a delivery (docs/product.md "Webhooks"): both libraries of the Standard Webhooks specification
 * and the documented manual check, for the webhook API tests.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { expect } from 'vitest';

/** The manual check of docs/product.md, as a receiver would copy it. */
export function manualVerify(secret: string, headers: Record<string, string | string[] | undefined>, rawBody: string) {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export type Headers = Record<string, string | string[] | undefined>;
export const flat = (headers: Headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));

/** Every way a receiver may check a delivery: both libraries of the standard and the documented manual check. */
export function expectVerified(secret: string, got: { headers: Headers; body: string }) {
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  expect(String(got.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  expect(new StandardWebhook(secret).verify(got.body, flat(got.headers))).toEqual(JSON.parse(got.body));
  expect(() => new SvixWebhook(secret).verify(got.body, flat(got.headers))).not.toThrow();
  expect(manualVerify(secret, got.headers, got.body)).toBe(true);
}

/** A tampered body, another endpoint's secret, another event's id: every check refuses. */
export function expectRefused(secret: string, got: { headers: Headers; body: string }) {
  const other = `whsec_${randomBytes(32).toString('base64')}`;
  const tampered = got.body.replace('"data":{', '"data":{"x":1,');
  const otherId = { ...flat(got.headers), 'webhook-id': '00000000-0000-4000-8000-000000000000' };
  for (const [key, body, headers] of [
    [secret, tampered, flat(got.headers)],
    [other, got.body, flat(got.headers)],
    [secret, got.body, otherId],
  ] as const) {
    expect(() => new StandardWebhook(key).verify(body, headers)).toThrow(/signature/i);
    expect(() => new SvixWebhook(key).verify(body, headers)).toThrow(/signature/i);
    expect(manualVerify(key, headers, body)).toBe(false);
  }
}
