/** A unique constraint refused the write (SQLite or PostgreSQL), e.g. two registrations racing. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23505') return true;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
