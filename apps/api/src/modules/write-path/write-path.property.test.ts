import type { Group } from '@budget/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { commandSequence, type Command } from '../../test/money-commands.ts';
import { MoneyWorld, type Clients } from '../../test/money-world.ts';
import { startTwinApps, type TwinApps } from '../../test/twin-apps.ts';

/** The links of the groups' transactions that hold a part of their amount. */
const partedLinks = (db: TwinApps['first']['app']['db'], groupIds: string[]) =>
  db
    .selectFrom('transaction_categories as tc')
    .innerJoin('transactions as t', 't.id', 'tc.transaction_id')
    .select('tc.transaction_id')
    .where('t.group_id', 'in', groupIds)
    .where('tc.amount', 'is not', null)
    .execute();

const OWNER_EMAIL = 'property-owner@example.test';
const transfer = { who: 'owner', via: 0, group: 0, day: 3, cents: 12_345, toCents: null } as const;
/** A second PLN account in the first group, a transfer into it, and that transfer edited back. */
const ACCOUNT_PREAMBLE = [
  { kind: 'addAccount', who: 'owner', via: 1, group: 0, currency: 0 },
  { kind: 'addTransfer', ...transfer, from: 0, to: 1 },
  { kind: 'editTransfer', ...transfer, pick: 0, from: 1, to: 0 },
] as const;
/**
 * Two categories in each group, so random transactions can divide their amount among them, and
 * a budget of the first one alone, which counts only its part of such a transaction.
 */
const CATEGORY_PREAMBLE = ([0, 1] as const).flatMap((group): Command[] => [
  ...(['Rent', 'Fun'] as const).map(
    (name) => ({ kind: 'addCategory', who: 'owner', via: 0, group, name }) as const,
  ),
  {
    kind: 'addBudget',
    who: 'owner',
    via: 0,
    group,
    periodType: 1,
    day: 0,
    length: null,
    currency: 0,
    cats: [0],
    cents: 100_000,
  },
]);

/** Sequences per database: each is a few dozen requests on two fresh groups. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

/**
 * Random sequences of writes to a group's money (transactions, categories, budgets, members,
 * rates, money accounts and transfers between them, amounts divided among categories), some
 * fired at once, through two server processes on one database: one caching list
 * answers, one not. After each sequence no request has answered 5xx, every derived row equals
 * its recomputation from the raw rows, and both processes answer every list call alike.
 */
describe.each(testDatabaseKinds())('the write path under random writes [%s]', (kind) => {
  let twins: TwinApps;
  let clients: Clients;

  beforeAll(async () => {
    const admin = { ADMIN_EMAILS: OWNER_EMAIL };
    twins = await startTwinApps(kind, admin, { ...admin, ANSWER_CACHE_MB: '0' });
    const owner = await createUser(twins.first, { email: OWNER_EMAIL });
    const partner = await createUser(twins.first, { prefix: 'partner' });
    const both = async (user: typeof owner) =>
      [await signIn(twins.first, user), await signIn(twins.second, user)] as [
        Clients['owner'][0],
        Clients['owner'][1],
      ];
    clients = {
      owner: await both(owner),
      partner: await both(partner),
      partnerId: partner.id,
      partnerEmail: partner.email,
    };
  });
  afterAll(async () => {
    await twins?.close();
  });

  it('keeps derived data equal to a rebuild, and cached answers equal to fresh ones', async () => {
    const writes = twins.first.app.writes;
    const [owner, ownerUncached] = clients.owner;
    const statuses = new Map<string, number>();
    let parted = 0;
    await fc.assert(
      fc.asyncProperty(commandSequence, async (commands) => {
        const groups: string[] = [];
        for (const name of ['Home', 'Trip']) {
          groups.push((await owner.post<Group>('/groups', { name })).body.data.id);
        }
        const world = new MoneyWorld(groups, clients);
        await world.start();
        await world.run({ kind: 'membership', via: 0, role: 'member' });
        // Every sequence starts with a second account and a transfer to and back from it, so
        // the random transfers and their edits find something to work on.
        for (const command of [...ACCOUNT_PREAMBLE, ...CATEGORY_PREAMBLE]) await world.run(command);
        for (const command of commands) await world.run(command);

        expect(world.failures).toEqual([]);
        for (const groupId of groups) expect(await writes.checkGroup(groupId, false)).toEqual([]);
        for (const path of world.listCalls()) {
          const [cached, fresh] = [await owner.get(path), await ownerUncached.get(path)];
          expect({ path, status: cached.status, body: cached.body }).toEqual({
            path,
            status: fresh.status,
            body: fresh.body,
          });
        }
        parted += (await partedLinks(twins.first.app.db, groups)).length;
        for (const groupId of groups) await owner.delete(`/groups/${groupId}`);
        for (const [key, n] of world.statuses) statuses.set(key, (statuses.get(key) ?? 0) + n);
      }),
      // Shrinking replays sequences against the database: bounded, it still names a short case.
      {
        numRuns: RUNS,
        interruptAfterTimeLimit: 150_000,
        markInterruptAsFailure: true,
        // A failure prints its seed and path: PROPERTY_SEED and PROPERTY_PATH replay it.
        ...(process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED) } : {}),
        ...(process.env.PROPERTY_PATH ? { path: process.env.PROPERTY_PATH } : {}),
      },
    );
    // Not vacuous: every kind of write succeeded in some sequence.
    const succeeded = [...statuses].filter(([key]) => / 20[01]$/.test(key)).map(([key]) => key);
    const kinds = ['addTransaction', 'editTransaction', 'deleteTransaction', 'addBudget'];
    for (const kind of [...kinds, 'addAccount', 'addTransfer', 'editTransfer']) {
      expect(succeeded.some((key) => key.startsWith(`${kind} `))).toBe(true);
    }
    // Some transactions divided their amount among categories.
    expect(parted).toBeGreaterThan(0);
  }, 200_000);
});
