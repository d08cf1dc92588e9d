import { useEffect, useState } from 'react';

/**
 * Seconds since `startedAt`, ticking each second while mounted. The server's `elapsedSeconds` sets the offset once,
 * so a browser clock that is off does not show a wrong time.
 */
export function useElapsed(startedAt: string | null | undefined, serverElapsed: number, fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  if (!startedAt) return 0;
  return Math.max(0, serverElapsed + Math.floor((now - fetchedAt) / 1000));
}

/** 3725 -> '1:02:05'. */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
