/**
 * One HTTP attempt of a delivery: POST the signed JSON, bounded by a timeout, and report what happened. Runs only in
 * the job runner, never in a user's request (docs/decisions/0060-outgoing-webhooks.md).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { WEBHOOK_HEADERS, WEBHOOK_RESPONSE_BODY_MAX } from '../../shared/schemas/webhooks';
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
  /** The first WEBHOOK_RESPONSE_BODY_MAX bytes of the answer, as text; null when there was no answer. */
  responseBody: string | null;
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
    if (why) return { ok: false, status: null, durationMs: 0, error: `Refused: ${why}`, responseBody: null };
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Agency-Portal-Webhooks/1',
    [WEBHOOK_HEADERS.id]: message.eventId,
    [WEBHOOK_HEADERS.timestamp]: String(message.timestamp),
    [WEBHOOK_HEADERS.signature]: signWebhook(message.secret, message.eventId, message.timestamp, message.body),
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
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(message.body) },
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
        // Redirects are not followed (node:http never does): a receiver that moved is a failed delivery to fix.
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // Only the start is kept for the log (a receiver's error page says why); the rest is read and dropped so the
        // connection ends cleanly.
        const kept: Buffer[] = [];
        let keptBytes = 0;
        response.on('data', (chunk: Buffer) => {
          if (keptBytes >= WEBHOOK_RESPONSE_BODY_MAX) return;
          const part = chunk.subarray(0, WEBHOOK_RESPONSE_BODY_MAX - keptBytes);
          kept.push(part);
          keptBytes += part.length;
        });
        const text = () => responseText(Buffer.concat(kept));
        const ok = status >= 200 && status < 300;
        response.on('end', () => finish({ ok, status, error: ok ? null : `HTTP ${status}`, responseBody: text() }));
        response.on('error', (err) => finish({ ok: false, status, error: err.message, responseBody: text() }));
      },
    );
    const timer = setTimeout(() => {
      finish({
        ok: false,
        status: null,
        responseBody: null,
        error: `No answer within ${Math.round((options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s`,
      });
      request.destroy();
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on('error', (err) => finish({ ok: false, status: null, error: err.message, responseBody: null }));
    request.end(message.body);
  });
}

/** The kept bytes as text the database stores: a character cut at the limit is dropped, NUL (refused by text) too. */
export function responseText(bytes: Buffer): string {
  return bytes
    .toString('utf8')
    .replace(/\uFFFD$/, '')
    .replaceAll('\u0000', '');
}
