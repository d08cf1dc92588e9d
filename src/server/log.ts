/**
 * Structured logs: one JSON line per event (time, level, msg, then fields), so a log shipper can index them and a
 * request's lines can be found by its request id. Errors carry their stack here, never in a response.
 */
const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

function describe(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(code !== undefined && { code }),
    stack: error.stack,
    ...(cause !== undefined && { cause: describe(cause) }),
  };
}

/**
 * Lines for stdout are gathered and written once per turn of the event loop: under load one write carries the lines
 * of several requests instead of one each (a write to a pipe is a system call, and it was the largest single cost of
 * a cheap request). Warnings and errors go to stderr at once, after what was gathered, so the order holds; what is
 * gathered is written when the process exits, a crash included. Only a killed process (SIGKILL) can lose a turn's lines.
 */
let gathered = '';
let exitHooked = false;

function flushGathered() {
  if (!gathered) return;
  const lines = gathered;
  gathered = '';
  process.stdout.write(lines);
}

function writeLine(line: string, level: LogLevel) {
  if (level === 'warn' || level === 'error') {
    flushGathered();
    process.stderr.write(`${line}\n`);
    return;
  }
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', flushGathered);
  }
  if (!gathered) setImmediate(flushGathered);
  gathered += `${line}\n`;
}

/** `write` defaults to stdout (stderr for warn and error); tests pass their own to read the lines. */
export function createLogger(level: LogLevel = 'info', write?: (line: string, level: LogLevel) => void): Logger {
  const min = LEVELS.indexOf(level);
  const out = write ?? writeLine;
  const emit = (l: LogLevel, msg: string, fields?: LogFields) => {
    if (level === 'silent' || LEVELS.indexOf(l) < min) return;
    out(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields }), l);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, e, f) => emit('error', m, { ...f, ...(e !== undefined && { error: describe(e) }) }),
  };
}
