/**
 * The load generator: autocannon on loopback, N connections for a fixed time, in this process while the server under
 * test runs in its own (so the two do not share an event loop). autocannon reports no p95, so every response's time
 * is kept and the percentiles are taken here.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every response must have (the run fails otherwise). */
  expect?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round = (n: number) => Math.round(n * 10) / 10;

export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { connections = 10, seconds = 5, method = 'GET', headers = {}, body, expect = method === 'POST' ? 201 : 200 } = options;
  // Warm up: the first requests pay for plan caches and lazy initialisation.
  for (let i = 0; i < 5 && method === 'GET'; i++) await (await fetch(url, { headers })).arrayBuffer();
  const latencies: number[] = [];
  const wrong = new Map<number, number>();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, method, headers, body }, (error) =>
      error ? reject(error) : resolve(),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === expect) latencies.push(responseTime);
      else wrong.set(status, (wrong.get(status) ?? 0) + 1);
    });
  });
  if (wrong.size) throw new Error(`${method} ${url}: unexpected statuses ${JSON.stringify(Object.fromEntries(wrong))}`);
  latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requestsPerSecond: Math.round(latencies.length / seconds),
    requests: latencies.length,
  };
}
