import {
  Currency,
  MoneyAccountKind,
  TransactionType,
  type MoneyAccount,
  type Reconciliation,
  type Transaction,
} from '@budget/contract';
import { expect } from 'vitest';
import type { GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

export const accountsOf = async (client: TestClient, groupId: string) =>
  (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body.data;

/** A credit card opened at -100 with three card rows and a payment arriving from the main account. */
export async function cardWithRows(home: GroupFixture) {
  const client = home.ownerClient;
  const groupId = home.group.id;
  const [main] = await accountsOf(client, groupId);
  const card = await client.post<MoneyAccount>(`/groups/${groupId}/money-accounts`, {
    name: 'Card',
    kind: MoneyAccountKind.CreditCard,
    currency: Currency.PLN,
    openingBalance: -100,
    openingDate: '2024-01-01',
  });
  expect(card.status).toBe(201);
  const add = async (
    name: string,
    date: string,
    amount: number,
    type: number = TransactionType.Expense,
  ) => {
    const created = await client.post<Transaction>('/transactions', {
      transactionType: type,
      name,
      groupId,
      date,
      amount,
      currency: Currency.PLN,
      moneyAccountId: card.body.data.id,
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    return created.body.data;
  };
  const shop = await add('Shop', '2024-01-05', 10);
  const fuel = await add('Fuel', '2024-01-10', 20);
  const refund = await add('Refund', '2024-01-20', 5, TransactionType.Income);
  const payment = await client.post<Transaction>(`/groups/${groupId}/transfers`, {
    fromMoneyAccountId: main?.id,
    toMoneyAccountId: card.body.data.id,
    amount: 50,
    date: '2024-01-15',
  });
  expect(payment.status).toBe(201);
  const base = `/groups/${groupId}/money-accounts/${card.body.data.id}`;
  return { card: card.body.data, main, shop, fuel, refund, payment: payment.body.data, base };
}

/** The reconciliation view of the account at `base` on 2024-01-31, with a statement balance. */
export const viewOf =
  (client: TestClient, base: string) =>
  async (balance?: number): Promise<Reconciliation> =>
    (
      await client.get<Reconciliation>(`${base}/reconciliation`, {
        query: {
          date: '2024-01-31',
          ...(balance === undefined ? {} : { balance: String(balance) }),
        },
      })
    ).body.data;
