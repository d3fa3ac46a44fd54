import type { Kysely, Transaction } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const roleQuery = prepared((db, groupId: string, userId: string) =>
  db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId),
);

/** The caller's role in the group, or undefined when not a member. */
export async function findRole(
  db: Db,
  groupId: string,
  userId: string,
): Promise<number | undefined> {
  const [row] = await roleQuery(db as Kysely<Database>, groupId, userId);
  return row ? Number(row.role) : undefined;
}

const membershipsQuery = prepared((db, userId: string) =>
  db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select(['group_members.group_id', 'group_members.role', 'groups.data_version'])
    .where('group_members.user_id', '=', userId),
);

export interface Membership {
  role: number;
  /** The group's data version (see bumpDataVersion). */
  version: number;
}

/** The user's role in each of the user's groups, with each group's data version. */
export async function listMemberships(db: Db, userId: string): Promise<Map<string, Membership>> {
  const rows = await membershipsQuery(db as Kysely<Database>, userId);
  return new Map(
    rows.map((row) => [
      row.group_id,
      { role: Number(row.role), version: Number(row.data_version) },
    ]),
  );
}
