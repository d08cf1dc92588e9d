/**
 * Budgets any machine of the bench's kind can check (decision 0134). A p95 in milliseconds on two shared cores says
 * as much about the machine as about the product: the same code measured a tasks list at 59 ms on one machine and
 * 125 ms on another of the same kind. What carries from machine to machine is the CPU a request costs, the app's and
 * PostgreSQL's, read from /proc (bench/cpu.ts). So every row with a latency target is held to CPU per request, and
 * its p95 is reported beside the machine's hello-world throughput as information.
 *
 * How the two relate, on the bench's shape (the app, PostgreSQL and the load generator on one 2-core machine, 10
 * connections): the machine is CPU-bound, and a row's p95 comes to about nine times its app + PostgreSQL CPU per
 * request (the second round's rows: 3.5 ms → 31.6 ms, 4.0 → 36.1, 5.8 → 49.9). A list's 25 ms is about 2.7 ms of
 * CPU in all, a report's 50 ms about 5.5 ms.
 */
import type { Figure } from './figure';
import type { LoadResult } from './load';

export interface CpuBudget {
  app: number;
  postgres: number;
}

/** A list page: its 25 ms target's share, split evenly. */
export const LIST_CPU: CpuBudget = { app: 1.5, postgres: 1.5 };
/** A report or a dashboard (50 ms). */
export const REPORT_CPU: CpuBudget = { app: 2.5, postgres: 3 };
/** How p95 relates to app + PostgreSQL CPU per request on the bench's shape (see above). */
export const P95_PER_CPU_MS = 9;

/** The CPU budget a row's latency target stands for: a list, a report, or (an export's seconds) its ninth, half each. */
export function cpuBudgetFor(targetMs: number): CpuBudget {
  if (targetMs <= 25) return LIST_CPU;
  if (targetMs <= 50) return REPORT_CPU;
  const half = Math.round(targetMs / P95_PER_CPU_MS / 2);
  return { app: half, postgres: half };
}

/**
 * A row's figures: p95 (information, beside its target on the record's machine), p50 / p99, throughput, and the
 * app's and PostgreSQL's CPU per request, each against its budget when the row has a target.
 */
export function rowFigures(label: string, r: LoadResult, cpu: CpuBudget, targetMs?: number): Figure[] {
  const budget = targetMs === undefined ? undefined : cpuBudgetFor(targetMs);
  return [
    { what: `${label}: p95`, value: r.p95, unit: targetMs === undefined ? 'ms' : `ms (target ${targetMs} ms)` },
    { what: `${label}: p50 / p99`, value: r.p50, unit: `/ ${r.p99} ms` },
    { what: `${label}: throughput`, value: r.requestsPerSecond, unit: 'req/s' },
    { what: `${label}: app CPU per request`, value: cpu.app, unit: 'ms', ...(budget && { budget: budget.app }) },
    { what: `${label}: PostgreSQL CPU per request`, value: cpu.postgres, unit: 'ms', ...(budget && { budget: budget.postgres }) },
  ];
}
