import { Currency, TransactionType, type MoneyAccount } from '@budget/contract';
import { expect } from 'vitest';
import type { GroupFixture } from './groups.ts';

/** A 'Shop' expense in PLN of 2024-02-01 in the group, as a request's body. */
export const shopExpense = (
  groupId: string,
  amount: number,
  extra: Record<string, unknown> = {},
) => ({
  transactionType: TransactionType.Expense,
  name: 'Shop',
  groupId,
  date: '2024-02-01',
  amount,
  currency: Currency.PLN,
  ...extra,
});

/** A money account the group's Owner opens (in PLN unless the body says otherwise). */
export async function openAccount(home: GroupFixture, body: Record<string, unknown>) {
  const created = await home.ownerClient.post<MoneyAccount>(
    `/groups/${home.group.id}/money-accounts`,
    { currency: Currency.PLN, ...body },
  );
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  return created.body.data;
}
