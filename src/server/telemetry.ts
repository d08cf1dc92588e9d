/**
 * OpenTelemetry tracing, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: every HTTP request and every database query
 * becomes a span, sent to that OTLP/HTTP collector (as JSON) as service `agency-portal`. Without the variable nothing
 * of OpenTelemetry is even loaded.
 *
 * It must run before `http` and `pg` are loaded, or their calls are not seen: main.ts imports it first, and it starts
 * synchronously (require, no await), so it has finished before the next of main.ts's imports is evaluated.
 */
import { createRequire } from 'node:module';

type Sdk = typeof import('@opentelemetry/sdk-node');
type Exporter = typeof import('@opentelemetry/exporter-trace-otlp-http');
type Http = typeof import('@opentelemetry/instrumentation-http');
type Pg = typeof import('@opentelemetry/instrumentation-pg');

function startTelemetry(env: Record<string, string | undefined>): void {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const require = createRequire(import.meta.url);
  const { NodeSDK } = require('@opentelemetry/sdk-node') as Sdk;
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as Exporter;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as Http;
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as Pg;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'agency-portal',
    // The endpoint (plus /v1/traces) and any headers come from the standard OTEL_EXPORTER_OTLP_* variables.
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // As in the request log (decision 0016): the path only, for query strings can carry tokens and search terms.
        startIncomingSpanHook: (request) => (request.url?.includes('?') ? { 'url.query': 'REDACTED' } : {}),
      }),
      // Statements with their placeholders, never their values (the instrumentation's default).
      new PgInstrumentation(),
    ],
    // Traces only: metrics are /metrics's, logs are stdout's.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
}

startTelemetry(process.env);
