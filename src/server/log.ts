/** A small leveled logger: one line per event, JSON-free so it reads well in a terminal. */
const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const min = LEVELS.indexOf(level);
  const at = (l: LogLevel) => LEVELS.indexOf(l) >= min && level !== 'silent';
  return {
    debug: (m) => at('debug') && console.debug(m),
    info: (m) => at('info') && console.info(m),
    warn: (m) => at('warn') && console.warn(m),
    error: (m, e) => at('error') && console.error(m, e ?? ''),
  };
}
