import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Groups' time zones as IANA names in the runtime's spelling. Before 0011's release a group could
 * store any name Intl took, offsets such as '+05:00' included, which the manage view can no
 * longer send back. A whole-hour offset becomes its Etc zone (POSIX signs: +05:00 is
 * Etc/GMT-5), a name in another spelling its canonical one, and anything else null (the
 * server's time zone, as for groups that never set one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'time_zone'])
    .where('time_zone', 'is not', null)
    .execute();
  for (const group of groups) {
    const stored = String(group.time_zone);
    const zone = canonical(stored);
    if (zone === stored) continue;
    await db
      .updateTable('groups')
      .set((eb: any) => ({ time_zone: zone, data_version: eb('data_version', '+', 1) }))
      .where('id', '=', group.id)
      .execute();
  }
}

/** Nothing to undo: every value written is one the earlier code took as well. */
export async function down(): Promise<void> {}

function canonical(stored: string): string | null {
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(stored.trim());
  let name = stored.trim();
  if (offset) {
    const [, sign, hours, minutes] = offset;
    const whole = Number(hours);
    if (minutes !== '00' || whole > (sign === '+' ? 14 : 12)) return null;
    name = whole === 0 ? 'UTC' : `Etc/GMT${sign === '+' ? '-' : '+'}${whole}`;
  }
  if (!/^[A-Za-z]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
