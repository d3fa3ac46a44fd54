import { BACKUP_FORMAT, MemberRole } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from './test/accounts.ts';
import {
  ACTORS,
  GUARDED_PREFIXES,
  OTHER_GROUP,
  SCENARIOS,
  type Actor,
  type Cell,
} from './test/authorization-scenarios.ts';
import { MONEY_ACCOUNT_SCENARIOS } from './test/authorization-money-accounts.ts';
import { RULE_SCENARIOS } from './test/authorization-rules.ts';
import { TAG_SCENARIOS } from './test/authorization-tags.ts';
import { ATTACHMENT_SCENARIOS } from './test/authorization-attachments.ts';
import { TINY_PNG, upload } from './test/attachments.ts';
import { describeEachDatabase } from './test/each-database.ts';
import type { TestClient } from './test/test-app.ts';
import { deleteGroupsWithin, insertFirstAccount } from './modules/write-path/write-path.ts';

const ALL_SCENARIOS = [
  ...SCENARIOS,
  ...MONEY_ACCOUNT_SCENARIOS,
  ...TAG_SCENARIOS,
  ...RULE_SCENARIOS,
  ...ATTACHMENT_SCENARIOS,
];

/**
 * Every route of a group-owned resource x every kind of caller x {their group, a group they do
 * not belong to}. The rows come from the server's own route table: a new route without a row fails.
 */
describeEachDatabase('authorization matrix', (ctx) => {
  const users = {} as Record<Actor | 'bystander' | 'joiner' | 'stranger', TestUser>;
  const clients = {} as Record<Actor, TestClient>;
  let strangerClient: TestClient;

  beforeAll(async () => {
    for (const name of [...ACTORS, 'bystander', 'joiner', 'stranger'] as const) {
      users[name] = await createUser(ctx(), { prefix: name });
    }
    for (const actor of ACTORS) {
      clients[actor] = actor === 'anonymous' ? ctx().client() : await signIn(ctx(), users[actor]);
    }
    strangerClient = await signIn(ctx(), users.stranger);
    const db = ctx().app.db;
    await db
      .updateTable('users')
      .set({ email_confirmed: false })
      .where('id', '=', users.unconfirmed.id)
      .execute();
    // Deactivated and deleted, while its session and memberships are still in the database.
    await db
      .updateTable('users')
      .set({ is_active: false, deleted_at: new Date().toISOString() })
      .where('id', '=', users.deleted.id)
      .execute();
  });

  // A cell's groups are used again by the next cell when the cell passed and could not have
  // changed them (a read, or a refusal, which must change nothing: the cell compares the group's
  // rows before and after), and go otherwise: lists of all one's groups and transactions then
  // hold the cell's own, not every earlier cell's (hundreds, past a page).
  type Fixture = Omit<Cell, 'self' | 'users'>;
  type Groups = { own: Fixture; other: Fixture };
  let groups: Groups | undefined;
  let keepGroups = false;
  async function retireGroups() {
    const db = ctx().app.db;
    for (const fixture of groups ? [groups.own, groups.other] : []) {
      // A cell that deleted its group (or left it unlockable) leaves nothing to clean.
      await db
        .transaction()
        .execute((trx) => deleteGroupsWithin(trx, [fixture.group]))
        .catch(() => undefined);
    }
    groups = undefined;
  }
  afterEach(async () => {
    if (!keepGroups) await retireGroups();
    keepGroups = false;
  });
  afterAll(retireGroups);

  async function cellGroups(): Promise<Groups> {
    const { Owner, Member, Viewer } = MemberRole;
    groups ??= {
      own: await makeGroup(clients.owner, [
        [users.owner, Owner],
        [users.member, Member],
        [users.viewer, Viewer],
        [users.unconfirmed, Member],
        [users.deleted, Member],
        [users.bystander, Member],
      ]),
      other: await makeGroup(strangerClient, [
        [users.stranger, Owner],
        [users.bystander, Member],
      ]),
    };
    return groups;
  }

  /**
   * A group with members (written straight to the database, so it can hold members who could
   * never join it now), and one category, transaction and budget its Owner adds through the API.
   */
  async function makeGroup(owner: TestClient, members: [TestUser, number][]): Promise<Fixture> {
    const id = randomUUID();
    const now = new Date().toISOString();
    const db = ctx().app.db;
    await db
      .insertInto('groups')
      .values({ id, name: 'Fixture', description: null, created_at: now, updated_at: now })
      .execute();
    for (const [user, role] of members) {
      await db
        .insertInto('group_members')
        .values({ group_id: id, user_id: user.id, role, joined_at: now })
        .execute();
    }
    // Every group holds its money in an account (docs/decisions.md, 'Money accounts').
    const moneyAccount = await db
      .transaction()
      .execute((trx) => insertFirstAccount(trx, id, { name: null, timeZone: 'UTC' }, now));
    const created = async (path: string, body: object) => {
      const response = await owner.post<{ id: string }>(path, { ...body, groupId: id });
      expect(response.status).toBe(201);
      return response.body.data.id;
    };
    const category = await created('/categories', { name: 'Food', description: null });
    const tag = await created(`/groups/${id}/tags`, { name: 'Trip' });
    const spareTag = await created(`/groups/${id}/tags`, { name: 'Car' });
    const rule = await created(`/groups/${id}/rules`, {
      name: 'Bread',
      conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'bread' }],
      actions: [{ type: 'setCategories', categoryIds: [category] }],
    });
    const transaction = await created('/transactions', {
      transactionType: 0,
      name: 'Bread',
      date: '2026-01-05',
      amount: 4.5,
      currency: 0,
    });
    const attached = await upload(owner, transaction, 'receipt.png', TINY_PNG);
    expect(attached.status).toBe(201);
    const attachment = attached.body.data.id;
    const budget = await created('/budgets', {
      name: 'Food',
      amount: 100,
      currency: 0,
      periodType: 2,
      startDate: '2026-01-01',
    });
    const importBatch = await created('/imports', {
      fileName: 'fixture.ofx',
      content:
        '<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST><STMTTRN><DTPOSTED>20260106<TRNAMT>-3.20<FITID>fixture<NAME>Milk</STMTTRN></BANKTRANLIST></STMTRS></OFX>',
    });
    const run = await owner.post<{ id: string }>(`/groups/${id}/rules/apply`, {});
    expect(run.status).toBe(200);
    const ruleRun = run.body.data.id;
    const account = (name: string) =>
      owner.post<{ id: string }>(`/groups/${id}/money-accounts`, { name, currency: 0 });
    const savings = (await account('Savings')).body.data.id;
    const spareAccount = (await account('Spare')).body.data.id;
    const moved = await owner.post<{ id: string }>(`/groups/${id}/transfers`, {
      fromMoneyAccountId: moneyAccount,
      toMoneyAccountId: savings,
      amount: 1,
      date: '2001-01-01',
    });
    expect(moved.status).toBe(201);
    const transfer = moved.body.data.id;
    return {
      group: id,
      category,
      transaction,
      budget,
      importBatch,
      moneyAccount,
      spareAccount,
      transfer,
      tag,
      spareTag,
      rule,
      ruleRun,
      attachment,
    };
  }

  async function snapshot(groupId: string) {
    const db = ctx().app.db;
    return {
      group: await db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst(),
      members: await db
        .selectFrom('group_members')
        .selectAll()
        .where('group_id', '=', groupId)
        .orderBy('user_id')
        .execute(),
      categories: await db
        .selectFrom('categories')
        .selectAll()
        .where('group_id', '=', groupId)
        .orderBy('id')
        .execute(),
      transactions: await db
        .selectFrom('transactions')
        .selectAll()
        .where('group_id', '=', groupId)
        .orderBy('id')
        .execute(),
      budgets: await db
        .selectFrom('budgets')
        .selectAll()
        .where('group_id', '=', groupId)
        .orderBy('id')
        .execute(),
      tags: await db.selectFrom('tags').selectAll().where('group_id', '=', groupId).execute(),
      rules: await db.selectFrom('rules').selectAll().where('group_id', '=', groupId).execute(),
      attachments: await db
        .selectFrom('attachments as a')
        .innerJoin('transactions as t', 't.id', 'a.transaction_id')
        .selectAll('a')
        .where('t.group_id', '=', groupId)
        .orderBy('a.id')
        .execute(),
      moneyAccounts: await db
        .selectFrom('money_accounts')
        .selectAll()
        .where('group_id', '=', groupId)
        .orderBy('id')
        .execute(),
    };
  }

  it('has a row for every guarded route the server serves, and no row for a route it lacks', () => {
    const served = ctx()
      .app.routeTable.filter((route) =>
        GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
      )
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set(ALL_SCENARIOS.map((scenario) => scenario.route));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !served.includes(route))).toEqual([]);
  });

  for (const scenario of ALL_SCENARIOS) {
    for (const actor of ACTORS) {
      for (const variant of ['own', 'other'] as const) {
        const expected = (variant === 'own' ? scenario.own : (scenario.other ?? OTHER_GROUP))[
          actor
        ];
        it(`${scenario.route} (${scenario.name}): ${actor} in ${variant} group -> ${expected}`, async () => {
          keepGroups = false;
          const { own, other } = await cellGroups();
          const target = variant === 'own' ? own : other;
          const cell: Cell = {
            ...target,
            self: actor === 'anonymous' ? randomUUID() : users[actor].id,
            users: { bystander: users.bystander, joiner: users.joiner },
          };
          const before = await snapshot(target.group);
          const { method, path, body, headers } = scenario.request(cell);
          const unchanging = method === 'GET' || expected >= 400;
          const response = await clients[actor].request(method, path, { body, headers });

          expect(response.status).toBe(expected);
          if (scenario.csv && expected < 300) {
            expect(response.text.startsWith('\uFEFFDate,Type,Name')).toBe(true);
            // A group named by the request holds three transactions (one typed, one imported, a
            // transfer between its accounts), and nothing else is listed.
            const rows = response.text.trim().split('\r\n').slice(1);
            if (path.includes('groupIds=')) expect(rows).toHaveLength(3);
          } else if (scenario.backup && expected < 300) {
            const backup = JSON.parse(response.text) as { format: string; transactions: unknown[] };
            expect(backup.format).toBe(BACKUP_FORMAT);
            expect(backup.transactions).toHaveLength(2);
          } else if (scenario.file && expected < 300) {
            expect(response.headers['x-content-type-options']).toBe('nosniff');
            expect(response.headers['content-type']).toMatch(/^image\//);
          } else expect(response.body.status).toBe(expected < 300 ? 0 : 2);
          if (expected >= 400) expect(await snapshot(target.group)).toEqual(before); // refused: nothing changed
          if (scenario.lists && expected === 200) {
            const text = JSON.stringify(response.body.data);
            expect(text).not.toContain(other.group);
            expect(text.includes(own.group)).toBe(['owner', 'member', 'viewer'].includes(actor));
          }
          keepGroups = unchanging;
        });
      }
    }
  }
});
