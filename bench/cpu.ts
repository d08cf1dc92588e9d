/**
 * CPU time spent by the app's process and by PostgreSQL's backends, read from /proc (Linux), so each endpoint's cost
 * can be given per request: a figure that carries over to other machines better than latency on two shared cores.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * utime + stime of a /proc/<pid>/stat line, in ms (USER_HZ is 100 on Linux), plus the time of its children that have
 * exited: a PostgreSQL backend that ends (an idle pool connection closed) is reaped by the postmaster, and its time
 * moves there instead of vanishing from the sum.
 */
function cpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
}

export interface CpuSample {
  app: number;
  postgres: number;
}

export function sampleCpu(appPid: number): CpuSample {
  const sample = { app: 0, postgres: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(pid) === appPid) sample.app += cpuMs(stat);
      else if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') sample.postgres += cpuMs(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sample;
}

/** CPU ms per request between two samples. */
export const perRequest = (before: CpuSample, after: CpuSample, requests: number) => ({
  app: Math.round(((after.app - before.app) / requests) * 100) / 100,
  postgres: Math.round(((after.postgres - before.postgres) / requests) * 100) / 100,
});
