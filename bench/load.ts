/** A small load generator on loopback: N concurrent connections for a fixed time, latencies of every request. */
export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

export async function load(url: string, cookie: string, options: { connections?: number; seconds?: number } = {}): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const seconds = options.seconds ?? 3;
  // Warm up: the first requests pay for plan caches and lazy initialisation.
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requestsPerSecond: Math.round(latencies.length / seconds),
  };
}
