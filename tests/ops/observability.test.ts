/**
 * Tracing and metrics on the real server process (docs/decisions/0078-metrics-and-tracing.md): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, a request becomes a server span and its database query a span of the same trace,
 * sent as OTLP/HTTP JSON to a collector on loopback, the one in this file; with METRICS_TOKEN set, /metrics shows the
 * database pool the process really uses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/soak/http-client';
import { startServer } from '../../scripts/soak/server-process';

interface Span {
  traceId: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}
interface Export {
  resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
  spans: Span[];
}

let collector: Server;
let collectorUrl: string;
const exports: Export[] = [];
const contentTypes: string[] = [];
let dataDir: string;
const TOKEN = 'ops-metrics-token-0123456789';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-tracing-'));
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        contentTypes.push(String(req.headers['content-type']));
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const r of body.resourceSpans ?? []) {
          exports.push({ resource: r.resource, spans: (r.scopeSpans ?? []).flatMap((s: { spans?: Span[] }) => s.spans ?? []) });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor<T>(find: () => T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`Timed out; spans seen: ${JSON.stringify(exports.flatMap((e) => e.spans.map((s) => s.name)))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const attr = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value;

describe('tracing and metrics', () => {
  it('sends a span for a request and one for its query, same trace, to the OTLP endpoint; /metrics shows the pool', async () => {
    const port = await freePort();
    const server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      METRICS_TOKEN: TOKEN,
      // Sent at once rather than every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      const answer = await fetch(`${server.url}/readyz?token=secret-in-the-query`);
      expect(answer.status).toBe(200);

      const request = await waitFor(() =>
        exports
          .flatMap((e) => e.spans)
          .find(
            (s) =>
              (s.kind === 2 && attr(s, 'url.path')?.stringValue === '/readyz') ||
              (s.kind === 2 && attr(s, 'http.target')?.stringValue === '/readyz'),
          ),
      );
      expect(request.name).toMatch(/^GET/);
      // The query string is not sent along (it can carry a reset token or a search).
      expect(JSON.stringify(exports)).not.toContain('secret-in-the-query');
      const resource = exports.find((e) => e.spans.includes(request))!.resource;
      expect(resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'agency-portal' } });
      expect(contentTypes[0]).toMatch(/application\/json/);

      // The readiness check's `select 1` is a child span of the request's trace.
      const query = await waitFor(() =>
        exports.flatMap((e) => e.spans).find((s) => s.traceId === request.traceId && s.kind === 3 && /select/i.test(JSON.stringify(s))),
      );
      expect(query).toBeTruthy();

      const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} 1$/m);
      // The embedded database is reached through a pg pool (decision 0065): at least the connection just used.
      expect(Number(/^portal_db_pool_connections (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^portal_db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^portal_db_pool_waiting_requests 0$/m);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 180_000);
});
