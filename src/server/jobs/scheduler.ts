/**
 * Time-driven billing work (decisions 0052, 0057): quotes past their date expire, recurring schedules invoice their
 * started periods, unpaid invoices send their due reminders and late fees. Every app process looks every minute
 * (SCHEDULER_INTERVAL_SECONDS); none of these relies on being the only one looking or on looking at the exact moment.
 * Each sweep finds what is due at `now` and claims it with a unique key in the database (a period's invoice, an
 * invoice's reminder step, a late fee's timestamp), so two processes, a look repeated after a crash, or a catch-up
 * after downtime do each thing once.
 */
import type { AppDeps } from '../context';

export interface ScheduledSweep {
  /** For the log: "Recurring invoices", "Payment reminders". */
  name: string;
  /** Does what is due at `now` (tests pass a fake clock's time). */
  run(deps: AppDeps, now: Date): Promise<void>;
}

export const SCHEDULER_INTERVAL_MS = 60_000;

/** A look's outcome per sweep, for tests and the log. */
export interface SweepOutcome {
  name: string;
  ok: boolean;
  durationMs: number;
}

/**
 * Runs every sweep once, in order; one sweep's failure (the database away, a bug) is logged and does not keep the
 * others from running. Nothing is lost by a failed look: what was due stays due, and the next look does it.
 */
export async function runSweeps(deps: AppDeps, sweeps: readonly ScheduledSweep[], now: Date): Promise<SweepOutcome[]> {
  const outcomes: SweepOutcome[] = [];
  for (const sweep of sweeps) {
    const started = performance.now();
    let ok = true;
    try {
      await sweep.run(deps, now);
    } catch (error) {
      ok = false;
      // While stopping, the database may already be closing: that is no failure worth a log line.
      if (deps.jobs.running) deps.log.error(`Scheduled work: ${sweep.name} failed; the next look tries again`, error);
    }
    const durationMs = Math.round(performance.now() - started);
    // A slow look is worth knowing about (many schedules due at once, a slow payment provider); a quick one is not.
    if (durationMs > 10_000) deps.log.warn(`Scheduled work: ${sweep.name} took ${durationMs} ms`, { durationMs });
    outcomes.push({ name: sweep.name, ok, durationMs });
  }
  return outcomes;
}

/**
 * Starts this process's looks: one at once, then one every `intervalMs`. A look still running when the next is due
 * is not doubled (the next waits for the following tick). The returned function stops the looks, waiting for one
 * under way.
 */
export function startScheduler(deps: AppDeps, sweeps: readonly ScheduledSweep[], intervalMs = SCHEDULER_INTERVAL_MS): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  let stopped = false;
  const look = () => {
    if (stopped || current || !deps.jobs.running) return;
    current = runSweeps(deps, sweeps, new Date()).finally(() => (current = null));
  };
  if (sweeps.length > 0) deps.log.info(`Scheduled work: ${sweeps.map((s) => s.name).join(', ')}, every ${Math.round(intervalMs / 1000)} s`);
  look();
  const timer = setInterval(look, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
