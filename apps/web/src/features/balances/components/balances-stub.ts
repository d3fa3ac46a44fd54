import {
  MemberRole,
  TransactionType,
  type Group,
  type GroupBalances,
  type GroupSharing,
  type Transaction,
} from '@budget/contract';
import { groupOf, profileOf, sessionHandlers, stubApi, type StubHandler } from '@/test/api-stub.ts';
import { shared, transactionOf } from '@/test/transactions-fixtures.ts';

/** Fixtures and stub handlers of the balances screen's tests. */
export const ann = profileOf();
/** Ann and Bob, a Member, as the transactions screen's tests share the household. */
export const members = shared.groupMembers;
export const household = groupOf({ role: MemberRole.Owner, groupMembers: members });

/** A member's columns, the balance their sum as the server gives it. */
export function figures(paid: number, share: number, incomes: number, payments: number) {
  const balance = (Math.round(paid * 100) - Math.round(share * 100)) / 100 + incomes + payments;
  return { paid, share, incomes, payments, balance };
}

export const owing: GroupBalances = {
  currency: 0,
  members: [
    { userId: 'u-ann', name: 'Ann', former: false, ...figures(100, 60, 0, 0) },
    { userId: 'u-bob', name: 'Bob', former: false, ...figures(0, 40, 0, 0) },
    { userId: 'u-cy', name: 'Cy', former: true, ...figures(0, 0, 0, 0) },
  ],
  settleUp: [{ fromUserId: 'u-bob', toUserId: 'u-ann', amount: 40 }],
  unconverted: [2],
};

/** A recorded payment: a Transfer paid by `from`, all of it `to`'s share. */
export function paymentOf(id: string, from: string, to: string, amount: number, date: string) {
  return transactionOf({
    id,
    transactionType: TransactionType.Transfer,
    name: 'Settlement',
    date,
    amount,
    paidBy: from,
    split: { method: 3, parts: [{ userId: to, value: amount, amount }] },
  });
}

/** Serves the screen: pages of `payments` (newest first) as GET /transactions would. */
export function stubBalances(
  options: {
    group?: Group;
    balances?: GroupBalances;
    sharing?: GroupSharing;
    payments?: Transaction[];
    more?: Record<string, StubHandler>;
  } = {},
) {
  const payments = options.payments ?? [];
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [options.group ?? household],
    'GET /groups/g1/balances': () => options.balances ?? owing,
    'GET /groups/g1/sharing': () =>
      options.sharing ?? {
        settlementCurrency: 0,
        defaultSplit: null,
        equalAmong: 'payers',
        splitIncomes: false,
      },
    'PUT /groups/g1/sharing': ({ body }) => body,
    'GET /transactions': ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
      const rows = payments.slice((page - 1) * pageSize, page * pageSize);
      return { transactions: rows, totalCount: payments.length, page, pageSize, sums: [] };
    },
    ...options.more,
  });
}
