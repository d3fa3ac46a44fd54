import { MemberRole, type Group } from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { race, Tally } from '../../test/races.ts';
import type { TestClient } from '../../test/test-app.ts';

/** 5xx answers carry their stack, so a failure names the database error behind it. */
const DEVELOPMENT = { NODE_ENV: 'development' };
const ROUNDS = 4;

/** The ids of the group's members (of the role, if given), as GET /groups lists them. */
async function membersOf(client: TestClient, groupId: string, role?: number): Promise<string[]> {
  const listed = await client.get<Group[]>('/groups', { query: { includeMembers: 'true' } });
  const group = listed.body.data.find((candidate) => candidate.id === groupId);
  return (group?.groupMembers ?? [])
    .filter((member) => role === undefined || member.role === role)
    .map((member) => member.userId);
}

/**
 * Changes of the same members at once: each reads the members under the group's row lock
 * (members.service changeMembers), so none acts on what another has not written yet. On
 * PostgreSQL the requests run in parallel; on SQLite they queue.
 */
describeEachDatabase(
  'changes of the same members at once',
  (ctx) => {
    it('adds a person asked for twice once, and warns the later request', async () => {
      const fixture = await ownerWithGroup(ctx(), 'Twice');
      const { ownerClient: owner, group } = fixture;
      for (let round = 0; round < ROUNDS; round++) {
        const person = await createUser(ctx(), { prefix: 'joining' });
        const answers = await Promise.all(
          [MemberRole.Member, MemberRole.Viewer].map((role) =>
            owner.put('/groups/assign-users', {
              groupId: group.id,
              userEmails: [person.email],
              role,
            }),
          ),
        );
        expect(answers.map(({ status, body }) => [status, body.errors])).toEqual([
          [200, []],
          [200, []],
        ]);
        const warned = answers.flatMap(({ body }) => body.warnings ?? []);
        expect(warned.map((warning) => warning.message)).toEqual([
          `${person.email} is already a member of this group.`,
        ]);
        expect((await membersOf(owner, group.id)).filter((id) => id === person.id)).toHaveLength(1);
      }
    }, 60_000);

    it('keeps an Owner when two Owners step down at once', async () => {
      const fixture = await ownerWithGroup(ctx(), 'Stepping down');
      const { ownerClient: owner, group } = fixture;
      const tally = new Tally();
      for (let round = 0; round < ROUNDS; round++) {
        const other = await memberOf(ctx(), fixture);
        const promoted = await owner.put('/groups/change-user-role', {
          groupId: group.id,
          userId: other.user.id,
          role: MemberRole.Owner,
        });
        expect(promoted.status).toBe(200);
        const stepDown = (client: TestClient, userId: string) =>
          client.put('/groups/change-user-role', {
            groupId: group.id,
            userId,
            role: MemberRole.Member,
          });
        const outcomes = await race([
          [`PUT change-user-role#${round}a`, () => stepDown(owner, fixture.owner.id)],
          [`PUT change-user-role#${round}b`, () => stepDown(other.client, other.user.id)],
        ]);
        tally.add(outcomes);
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
        const owners = await membersOf(owner, group.id, MemberRole.Owner);
        expect(owners).toHaveLength(1);
        // The Owner left is the first again for the next round; the other leaves the group.
        const stayed = owners[0] === fixture.owner.id ? owner : other.client;
        if (stayed !== owner) {
          const back = await stayed.put('/groups/change-user-role', {
            groupId: group.id,
            userId: fixture.owner.id,
            role: MemberRole.Owner,
          });
          expect(back.status).toBe(200);
        }
        await owner.put('/groups/change-user-role', {
          groupId: group.id,
          userId: other.user.id,
          role: MemberRole.Member,
        });
        const removed = await owner.put('/groups/unassign-users', {
          groupId: group.id,
          userIds: [other.user.id],
        });
        expect(removed.status).toBe(200);
      }
      tally.expectNoServerErrors(['PUT change-user-role']);
    }, 60_000);
  },
  DEVELOPMENT,
);
