/** PostgreSQL error codes the services answer as conflicts, looked up through the driver's wrapped causes. */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');

// Connection refused/reset/timed out, the server shutting down or refusing connections, or the link dropping.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
// The pg driver raises these without a code.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Connection terminated unexpectedly/i,
  /Client has encountered a connection error/i,
];

/** The database cannot be reached right now (answered 503, and the app recovers when it returns). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
    // AggregateError (IPv4 and IPv6 both refused) keeps the codes on its members.
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}
