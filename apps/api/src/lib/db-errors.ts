/** A unique constraint refused the write (SQLite or PostgreSQL), e.g. two registrations racing. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23505') return true;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}

const PG_DEADLOCK = '40P01';
const PG_SERIALIZATION_FAILURE = '40001';
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/**
 * A deadlock or serialization failure (PostgreSQL) or a busy database (SQLite, another process
 * writing): the whole database transaction may succeed when run again.
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === PG_DEADLOCK || code === PG_SERIALIZATION_FAILURE) return true;
  if (typeof errcode !== 'number') return false;
  // Extended result codes keep the primary code in their low byte.
  const primary = errcode & 0xff;
  return primary === SQLITE_BUSY || primary === SQLITE_LOCKED;
}
