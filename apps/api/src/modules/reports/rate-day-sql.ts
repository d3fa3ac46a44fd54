import { sql } from 'kysely';

/**
 * A day row's rate day: the latest of `rateDays` (ascending, the first at or before the range's
 * start) on or before its `day`, so rows are summed per rate day in the database.
 */
export function rateDayOfDay(rateDays: string[]) {
  const [first = '', ...later] = rateDays;
  const branches = [...later].reverse().map((day) => sql`when day >= ${day} then ${day}`);
  return branches.length === 0
    ? sql<string>`cast(${first} as text)`
    : sql<string>`case ${sql.join(branches, sql` `)} else ${first} end`;
}
