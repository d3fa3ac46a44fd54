import {
  Currency,
  MemberRole,
  PeriodType,
  SplitMethod,
  TransactionType,
  type MoneyAccount,
  type Rule,
  type RuleRequest,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect } from 'vitest';
import { categoriesNamed } from './category-parts-body.ts';
import { memberOf, ownerWithGroup } from './groups.ts';
import type { TestContext } from './test-app.ts';

/**
 * A group with transactions entered before its rules (so no rule ran on them): 'ZABKA 12'
 * (Fuel, January), 'Zabka Warszawa' (parts of Food and Fuel), 'Żabka' (already as the rules
 * make it), 'ORLEN 7' and 'Cinema'; rules 'Shop' (zabka: Food, tag Shop, renamed 'Żabka'),
 * 'Fuel' (orlen: paid by the Member, split equally, described 'Petrol') and 'Off' (disabled).
 */
export async function ruleRunWorld(ctx: TestContext) {
  const home = await ownerWithGroup(ctx);
  const member = await memberOf(ctx, home);
  const viewer = await memberOf(ctx, home, MemberRole.Viewer);
  const client = home.ownerClient;
  const groupId = home.group.id;
  const [food, fuel] = await categoriesNamed(client, groupId, ['Food', 'Fuel']);
  const shop = (await client.post<{ id: string }>(`/groups/${groupId}/tags`, { name: 'Shop' })).body
    .data.id;
  await client.post('/budgets', {
    name: 'Food',
    groupId,
    amount: 500,
    currency: Currency.PLN,
    periodType: PeriodType.Monthly,
    startDate: '2024-01-01',
    categoryIds: [food],
  });
  const spend = async (name: string, date: string, amount: number, extra: object = {}) => {
    const made = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name,
      groupId,
      date,
      amount,
      currency: Currency.PLN,
      ...extra,
    });
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    return made.body.data.id;
  };
  const ids = {
    zabka1: await spend('ZABKA 12', '2024-01-05', 10, { categoryIds: [fuel] }),
    zabka2: await spend('Zabka Warszawa', '2024-02-05', 20, {
      categoryParts: [
        { categoryId: food, amount: 5 },
        { categoryId: fuel, amount: 15 },
      ],
    }),
    done: await spend('Żabka', '2024-02-06', 7, { categoryIds: [food], tagIds: [shop] }),
    orlen: await spend('ORLEN 7', '2024-02-10', 100),
    cinema: await spend('Cinema', '2024-02-11', 30),
  };
  const text = (value: string) => [{ kind: 'text', field: 'name', op: 'contains', value }];
  const requests: RuleRequest[] = [
    {
      name: 'Shop',
      conditions: text('zabka'),
      actions: [
        { type: 'setCategories', categoryIds: [food] },
        { type: 'addTags', tagIds: [shop] },
        { type: 'rename', name: 'Żabka' },
      ],
    } as RuleRequest,
    {
      name: 'Fuel',
      conditions: text('orlen'),
      actions: [
        {
          type: 'setSharing',
          paidBy: member.user.id,
          split: {
            method: SplitMethod.Equal,
            parts: [
              { userId: home.owner.id, value: 1 },
              { userId: member.user.id, value: 1 },
            ],
          },
        },
        { type: 'setDescription', description: 'Petrol' },
      ],
    } as RuleRequest,
    {
      name: 'Off',
      enabled: false,
      conditions: text('cinema'),
      actions: [{ type: 'rename', name: 'Kino' }],
    } as RuleRequest,
  ];
  const rules: Rule[] = [];
  for (const request of requests) {
    const made = await client.post<Rule>(`/groups/${groupId}/rules`, request);
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    rules.push(made.body.data);
  }
  const byId = async () => {
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, pageSize: '100' },
    });
    return new Map(page.body.data.transactions.map((t) => [t.id, t]));
  };
  const one = async (id: string) => (await byId()).get(id) as Transaction;
  /** Locks a transaction: cleared, then its account reconciled to its balance. */
  const reconcile = async (id: string, amount: number, date: string) => {
    const accounts = await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`);
    const main = accounts.body.data[0] as MoneyAccount;
    const base = `/groups/${groupId}/money-accounts/${main.id}`;
    await client.put(`${base}/cleared`, { transactionIds: [id], cleared: true });
    const done = await client.post(`${base}/reconcile`, {
      date,
      balance: main.openingBalance - amount,
    });
    expect(done.status, JSON.stringify(done.body.errors)).toBe(200);
  };
  return {
    home,
    member,
    viewer,
    client,
    groupId,
    food,
    fuel,
    shop,
    ids,
    rules,
    one,
    reconcile,
    path: `/groups/${groupId}/rules/apply`,
    runs: `/groups/${groupId}/rule-runs`,
  };
}
