/** The scheduler's looks: every sweep runs once per look, a failing one is logged and the rest still run, looks never overlap. */
import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../context';
import { runSweeps, startScheduler, type ScheduledSweep } from './scheduler';

function fakeDeps() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return { deps: { jobs: { running: true }, log } as unknown as AppDeps, log };
}

describe('scheduler', () => {
  it('runs each sweep at the given time; a failure is logged and does not stop the others', async () => {
    const { deps, log } = fakeDeps();
    const seen: string[] = [];
    const now = new Date('2031-05-01T00:00:00Z');
    const sweeps: ScheduledSweep[] = [
      { name: 'First', run: async (_d, at) => void seen.push(`first ${at.toISOString()}`) },
      {
        name: 'Broken',
        run: async () => {
          throw new Error('database away');
        },
      },
      { name: 'Last', run: async () => void seen.push('last') },
    ];
    const outcomes = await runSweeps(deps, sweeps, now);
    expect(seen).toEqual(['first 2031-05-01T00:00:00.000Z', 'last']);
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['First', true],
      ['Broken', false],
      ['Last', true],
    ]);
    expect(log.error).toHaveBeenCalledWith('Scheduled work: Broken failed; the next look tries again', expect.any(Error));
  });

  it('looks at once and then every interval, never two looks at a time, and stopping waits for the look under way', async () => {
    vi.useFakeTimers();
    try {
      const { deps } = fakeDeps();
      let running = 0;
      let most = 0;
      let looks = 0;
      let release: () => void = () => undefined;
      const sweep: ScheduledSweep = {
        name: 'Slow',
        run: () => {
          looks += 1;
          running += 1;
          most = Math.max(most, running);
          return new Promise<void>(
            (resolve) =>
              (release = () => {
                running -= 1;
                resolve();
              }),
          );
        },
      };
      const stop = startScheduler(deps, [sweep], 1000);
      expect(looks).toBe(1);
      await vi.advanceTimersByTimeAsync(3500);
      // The first look is still running: the ticks did not start another.
      expect(looks).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(1000);
      expect(looks).toBe(2);
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      release();
      await stopping;
      await vi.advanceTimersByTimeAsync(5000);
      expect(looks).toBe(2);
      expect(most).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
