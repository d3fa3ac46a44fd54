import {
  Currency,
  DEFAULT_PREFERENCES,
  TransactionType,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/**
 * A recorded payment is named in the language of the member who records it (docs/decisions.md,
 * 'Languages'): their chosen language, else their request's Accept-Language, else English.
 */
describeEachDatabase('the name of a recorded payment', (ctx) => {
  let owner: TestClient;
  let member: TestClient;
  let ownerId: string;
  let memberId: string;
  let groupId: string;

  /** The member pays the Owner 1.00 on the date; the name of the payment it stored. */
  const recorded = async (client: TestClient, date: string, headers?: Record<string, string>) => {
    const paid = await client.post(
      `/groups/${groupId}/settlements`,
      { fromUserId: memberId, toUserId: ownerId, amount: 1, currency: Currency.PLN, date },
      { headers },
    );
    expect(paid.status, paid.text).toBe(201);
    const page = await owner.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, transactionType: String(TransactionType.Transfer) },
    });
    expect(page.status, page.text).toBe(200);
    return page.body.data.transactions.filter((t) => t.date === date).map((t) => t.name);
  };

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Payments');
    owner = fixture.ownerClient;
    ownerId = fixture.owner.id;
    groupId = fixture.group.id;
    const joined = await memberOf(ctx(), fixture);
    member = joined.client;
    memberId = joined.user.id;
  });

  it("is 'Settlement' in English, by default and for an English Accept-Language", async () => {
    expect(await recorded(member, '2024-04-02')).toEqual(['Settlement']);
    expect(await recorded(member, '2024-04-03', { 'accept-language': 'en-GB,pl;q=0.5' })).toEqual([
      'Settlement',
    ]);
  });

  it("is 'Rozliczenie' for a request whose Accept-Language is Polish", async () => {
    expect(await recorded(member, '2024-04-04', { 'accept-language': 'pl-PL,pl;q=0.9' })).toEqual([
      'Rozliczenie',
    ]);
  });

  it("is 'Rozliczenie' for a member who chose Polish, whatever the browser says", async () => {
    const chosen = await member.put('/users/me/preferences', {
      ...DEFAULT_PREFERENCES,
      language: 'pl',
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(await recorded(member, '2024-04-05', { 'accept-language': 'en' })).toEqual([
      'Rozliczenie',
    ]);
    // Stored as written: the Owner, reading in English, sees the name the member's language gave.
    const page = await owner.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, transactionType: String(TransactionType.Transfer) },
    });
    expect(page.body.data.transactions.map((t) => t.name)).toEqual([
      'Rozliczenie',
      'Rozliczenie',
      'Settlement',
      'Settlement',
    ]);
  });
});
