/**
 * One HTTP attempt of a delivery: POST the signed JSON, bounded by a timeout, and report what happened. Runs only in
 * the job runner, never in a user's request (docs/decisions/0060-outgoing-webhooks.md).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { WEBHOOK_HEADERS } from '../../shared/schemas/webhooks';
import { guardedLookup, refusedAddress } from './address-guard';
import { signWebhook } from './signature';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookMessage {
  url: string;
  secret: string;
  eventId: string;
  body: string;
  /** Unix seconds. */
  timestamp: number;
}

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

export async function sendWebhook(message: WebhookMessage, options: SendOptions): Promise<AttemptResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const target = new URL(message.url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && net.isIP(literal)) {
    const why = refusedAddress(literal);
    if (why) return { ok: false, status: null, durationMs: 0, error: `Refused: ${why}` };
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Agency-Portal-Webhooks/1',
    [WEBHOOK_HEADERS.id]: message.eventId,
    [WEBHOOK_HEADERS.timestamp]: String(message.timestamp),
    [WEBHOOK_HEADERS.signature]: signWebhook(message.secret, message.timestamp, message.body),
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: took() });
    };
    const request = client.request(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(message.body) },
      ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      // Redirects are not followed (node:http never does): a receiver that moved is a failed delivery to fix.
    }, (response) => {
      const status = response.statusCode ?? 0;
      // The body is read (and thrown away) so the connection ends cleanly; its content does not matter.
      response.on('data', () => {});
      response.on('end', () => finish({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` }));
      response.on('error', (err) => finish({ ok: false, status, error: err.message }));
    });
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: `No answer within ${Math.round((options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s` });
      request.destroy();
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on('error', (err) => finish({ ok: false, status: null, error: err.message }));
    request.end(message.body);
  });
}
