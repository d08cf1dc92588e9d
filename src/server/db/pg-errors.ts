/** PostgreSQL error codes the services answer as conflicts, looked up through the driver's wrapped causes. */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');
