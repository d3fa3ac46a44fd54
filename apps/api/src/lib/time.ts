export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Timestamps are stored as ISO-8601 UTC text, which sorts chronologically. */
export function isoAt(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

export function isoNow(): string {
  return isoAt(Date.now());
}

export function isoIn(ms: number): string {
  return isoAt(Date.now() + ms);
}
