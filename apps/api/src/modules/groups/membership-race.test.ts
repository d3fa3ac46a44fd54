import { Currency, MemberRole, TransactionType, type Group } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { newAddress } from '../../test/invitations.ts';
import { allTransactions } from '../../test/ledger.ts';
import { interleave, race, racers, Tally } from '../../test/races.ts';
import type { TestClient } from '../../test/test-app.ts';

/** 5xx answers carry their stack, so a failure names the database error behind it. */
const DEVELOPMENT = { NODE_ENV: 'development' };
const ROUNDS = 6;

/**
 * A change of members or addresses bumps the group's data version (docs/decisions.md, 'One write
 * path') while writes in the group hold its lock: on PostgreSQL they run in parallel, and an
 * address change takes the group before the account, as a write does, so neither waits for the
 * other in a circle; on SQLite they queue.
 */
describeEachDatabase(
  'membership and address changes racing with writes',
  (ctx) => {
    it('a member writes while their address and role change, round after round', async () => {
      const fixture = await ownerWithGroup(ctx(), 'Racing');
      const { ownerClient: owner, group } = fixture;
      const member = await memberOf(ctx(), fixture);
      const spend = (client: TestClient, amount: number) =>
        client.post('/transactions', {
          name: 'Groceries',
          groupId: group.id,
          date: '2024-03-10',
          amount,
          currency: Currency.PLN,
          transactionType: TransactionType.Expense,
          categoryIds: [],
        });
      const tally = new Tally();
      let address = member.user.email;
      let role: number = MemberRole.Member;
      for (let round = 0; round < ROUNDS; round++) {
        address = newAddress('moving');
        role = round % 2 === 0 ? MemberRole.Owner : MemberRole.Member;
        const byMember = racers('POST /transactions member', round, [1, 2], (amount) =>
          spend(member.client, amount),
        );
        const byOwner = racers('POST /transactions owner', round, [3, 4], (amount) =>
          spend(owner, amount),
        );
        const moves = racers('PUT /users/me', round, [address], (email) =>
          member.client.put('/users/me', { username: member.user.username, email }),
        );
        const roles = racers('PUT change-user-role', round, [role], (next) =>
          owner.put('/groups/change-user-role', {
            groupId: group.id,
            userId: member.user.id,
            role: next,
          }),
        );
        tally.add(await race(interleave(byMember, moves, roles, byOwner)));
        if (tally.failed()) break;
        // The new address is confirmed before the next round, so the member may write again.
        await ctx()
          .app.db.updateTable('users')
          .set({ email_confirmed: true })
          .where('id', '=', member.user.id)
          .execute();
      }
      tally.expectNoServerErrors([
        'POST /transactions member',
        'POST /transactions owner',
        'PUT /users/me',
        'PUT change-user-role',
      ]);
      expect(tally.notAnswering('POST /transactions owner', 201)).toEqual([]);
      expect(tally.notAnswering('PUT /users/me', 200)).toEqual([]);
      expect(tally.notAnswering('PUT change-user-role', 200)).toEqual([]);

      const written = tally.succeeded('POST /transactions owner');
      const byMember = tally.succeeded('POST /transactions member');
      expect((await allTransactions(owner, [group.id])).totalCount).toBe(written + byMember);
      const listed = await owner.get<Group[]>('/groups', { query: { includeMembers: 'true' } });
      expect(listed.body.data[0]?.groupMembers.map((m) => [m.userEmail, m.role])).toEqual([
        [fixture.owner.email, MemberRole.Owner],
        [address, role],
      ]);
    }, 60_000);
  },
  DEVELOPMENT,
);
