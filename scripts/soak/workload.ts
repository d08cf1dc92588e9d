/**
 * Simulated users: each loops reading lists and creating clients until the deadline, and every create answered 2xx
 * is remembered, so the script can check afterwards that the database holds each one.
 */
import { call } from './http-client';

export interface WorkloadFigures {
  requests: number;
  ok: number;
  serverErrors: number;
  otherErrors: number;
  /** Network failures: refused or reset connections (expected only when the server is killed). */
  networkErrors: number;
  acknowledgedIds: string[];
  latenciesMs: number[];
  statuses: Record<string, number>;
}

const READS = ['/api/tasks?page=1', '/api/projects', '/api/clients?q=a', '/api/dashboard', '/api/tasks?status=pending&page=2', '/api/me'];

export function emptyFigures(): WorkloadFigures {
  return { requests: 0, ok: 0, serverErrors: 0, otherErrors: 0, networkErrors: 0, acknowledgedIds: [], latenciesMs: [], statuses: {} };
}

export async function runWorkload(options: {
  base: string;
  cookies: string[];
  users: number;
  seconds: number;
  /** Share of iterations that write (0..1). */
  writeShare: number;
  /** Stop early (e.g. when the server has been killed). */
  stop?: () => boolean;
  label: string;
  /** Pass one in to watch the figures while the load runs. */
  figures?: WorkloadFigures;
}): Promise<WorkloadFigures> {
  const figures: WorkloadFigures = options.figures ?? emptyFigures();
  const deadline = Date.now() + options.seconds * 1000;
  let seq = 0;

  async function user(index: number) {
    const cookie = options.cookies[index % options.cookies.length]!;
    while (Date.now() < deadline && !options.stop?.()) {
      const write = Math.random() < options.writeShare;
      const n = ++seq;
      try {
        const res = write
          ? await call(options.base, '/api/clients', {
              cookie,
              body: { name: `Soak ${options.label} ${n}`, contactPerson: 'Soak Tester', email: `soak-${options.label}-${n}@example.test` },
            })
          : await call(options.base, READS[n % READS.length]!, { cookie });
        figures.requests++;
        figures.latenciesMs.push(res.ms);
        figures.statuses[res.status] = (figures.statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) figures.serverErrors++;
        else if (res.status >= 400) figures.otherErrors++;
        else {
          figures.ok++;
          if (write) figures.acknowledgedIds.push(res.json.id ?? res.json.client?.id);
        }
      } catch {
        figures.networkErrors++;
        // A dead server: pause briefly instead of spinning.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  await Promise.all(Array.from({ length: options.users }, (_, i) => user(i)));
  return figures;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** Parses --short (the CI variant) and prints one line of figures; returns the process exit code. */
export const isShort = () => process.argv.includes('--short');

export function report(name: string, figures: Record<string, unknown>, ok: boolean): number {
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${JSON.stringify(figures)}`);
  return ok ? 0 : 1;
}
