import {
  MemberRole,
  PeriodType,
  SplitMethod,
  TransactionType,
  type GroupSettleUp,
} from '@budget/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { monthTotalsOf, quietMoneyHandlers } from '@/test/dashboard-fixtures.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { pageOf, transactionOf } from '@/test/transactions-fixtures.ts';
import { formatDay, formatMonth } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { DashboardPage } from './dashboard-page.tsx';

const ALL_SCREENS = ['/transactions', '/budgets', '/balances'];

const member = (
  userId: string,
  name: string,
  email: string,
  role: MemberRole = MemberRole.Member,
) => ({
  userId,
  name,
  userEmail: email,
  role,
  joinedAt: '2026-01-02T10:00:00.000Z',
});
/** Two members named Ann: the screens tell them apart by e-mail. */
const household = groupOf({
  groupMembers: [
    member('u-ann', 'Ann', 'ann@example.test', MemberRole.Owner),
    member('u-ann2', 'Ann', 'ann.k@example.test'),
    member('u-bob', 'Bob', 'bob@example.test'),
  ],
});
const club = groupOf({ id: 'g2', name: 'Book club', role: MemberRole.Viewer });

const specified = {
  ...sessionHandlers(profileOf()),
  'GET /groups': () => [household, club],
  'GET /budgets': () => [],
  'GET /budgets/summary': () => ({
    total: 10,
    currency: 0,
    activeBudgets: 1,
    unconvertedCurrencies: [],
  }),
};

function renderDashboard() {
  return renderRoute(<DashboardPage implementedPaths={ALL_SCREENS} />, { path: '/dashboard' });
}

const region = (name: string) => screen.findByRole('region', { name });

describe('the money that moved, below the specified dashboard', () => {
  it("shows this month's and last month's money converted, left over adding up", async () => {
    const api = stubApi({
      ...specified,
      ...quietMoneyHandlers,
      'GET /reports/month-totals': () =>
        monthTotalsOf({
          currency: 2,
          thisMonth: {
            month: '2026-03',
            income: 46.15,
            expenses: 10.02,
            net: 36.13,
            transactionCount: 3,
          },
          lastMonth: { month: '2026-02', income: 250, expenses: 35, net: 215, transactionCount: 2 },
          unconvertedCurrencies: [17],
        }),
    });
    renderDashboard();
    const card = await region('Money in and out');
    const march = await within(card).findByRole('article', {
      name: `This month, ${formatMonth('2026-03')}`,
    });
    expect(within(march).getByTestId('Income amount').textContent).toBe(formatMoney(46.15, 2));
    expect(within(march).getByTestId('Spending amount').textContent).toBe(formatMoney(10.02, 2));
    expect(within(march).getByTestId('Left over amount').textContent).toBe(formatMoney(36.13, 2));
    const february = within(card).getByRole('article', {
      name: `Last month, ${formatMonth('2026-02')}`,
    });
    expect(within(february).getByTestId('Left over amount').textContent).toBe(formatMoney(215, 2));
    expect(within(card).getByTestId('spending-comparison').textContent).toBe(
      `Spending so far is ${formatMoney(24.98, 2)} below last month's.`,
    );
    expect(within(card).getByText(/could not be converted into EUR/)).toBeTruthy();
    // The display currency (PLN by default here) is what was asked for.
    expect(callsTo(api, 'GET /reports/month-totals')[0]?.url.search).toBe('?currency=0');
  });

  it('lists the ten latest transactions, each leading to where it opens', async () => {
    const api = stubApi({
      ...specified,
      ...quietMoneyHandlers,
      'GET /transactions': () =>
        pageOf([
          transactionOf({ id: 't-new', name: 'Groceries', date: '2026-03-05', amount: -42.5 }),
          transactionOf({
            id: 't-club',
            name: 'Books',
            groupId: 'g2',
            account: { name: 'Book club' },
            date: '2026-03-04',
          }),
          transactionOf({
            id: 't-pay',
            name: 'Settlement',
            transactionType: TransactionType.Transfer,
            date: '2026-03-03',
            amount: 45,
            paidBy: 'u-bob',
            split: {
              method: SplitMethod.Exact,
              parts: [{ userId: 'u-ann2', value: 45, amount: 45 }],
            },
          }),
          transactionOf({
            id: 't-save',
            name: 'To savings',
            transactionType: TransactionType.Transfer,
            date: '2026-03-02',
            // As the server answers it: what left the account it came from.
            amount: -2000,
            toMoneyAccountId: 'savings-g1',
          }),
        ]),
    });
    renderDashboard();
    const card = await region('Latest transactions');
    const groceries = await within(card).findByRole('link', { name: 'Groceries' });
    expect(groceries.getAttribute('href')).toBe('/transactions?action=edit&transactionId=t-new');
    // A Viewer cannot edit: the list of its group on its day.
    expect(within(card).getByRole('link', { name: 'Books' }).getAttribute('href')).toBe(
      '/transactions?groupId=g2&from=2026-03-04&to=2026-03-04',
    );
    // A recorded payment is listed, and undone, on the balances screen.
    expect(within(card).getByRole('link', { name: 'Settlement' }).getAttribute('href')).toBe(
      '/balances?groupId=g1',
    );
    expect(within(card).getByText(formatMoney(-42.5, 0))).toBeTruthy();
    expect(within(card).getByText(formatDay('2026-03-05'))).toBeTruthy();
    // A payment between members says who paid whom, the two Anns told apart.
    expect(within(card).getByText(/Bob paid Ann \(ann\.k@example\.test\)/)).toBeTruthy();
    // Money moved between two of the group's accounts is no payment between members, and is
    // edited from the group's list of its day.
    expect(within(card).getByText(/Transfer between accounts/)).toBeTruthy();
    // Money moved, not spent: its amount without an expense's minus.
    expect(within(card).getByText(formatMoney(2000, 0))).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'To savings' }).getAttribute('href')).toBe(
      '/transactions?groupId=g1&from=2026-03-02&to=2026-03-02',
    );
    expect(within(card).getByRole('link', { name: 'View All transactions' })).toBeTruthy();
    expect(callsTo(api, 'GET /transactions')[0]?.url.search).toBe('?page=1&pageSize=10');
  });

  it('says who owes whom by member name, telling two Anns apart, a gone account named so', async () => {
    const settle: GroupSettleUp = {
      groupId: 'g1',
      currency: 0,
      settleUp: [
        { fromUserId: 'u-bob', toUserId: 'u-ann2', amount: 45 },
        { fromUserId: 'u-gone', toUserId: 'u-ann', amount: 5.01 },
      ],
      people: [
        { userId: 'u-bob', name: 'Bob', former: false },
        { userId: 'u-ann2', name: 'Ann', former: false },
        { userId: 'u-ann', name: 'Ann', former: false },
        { userId: 'u-gone', name: null, former: true },
      ],
      unconverted: [],
    };
    stubApi({ ...specified, ...quietMoneyHandlers, 'GET /groups/settle-up': () => [settle] });
    renderDashboard();
    const card = await region('Who owes whom');
    const group = await within(card).findByRole('listitem', { name: 'Who owes whom in Household' });
    expect(
      within(group).getByText(`Bob pays Ann (ann.k@example.test) ${formatMoney(45, 0)}`),
    ).toBeTruthy();
    expect(
      within(group).getByText(
        `Deleted account pays Ann (ann@example.test) ${formatMoney(5.01, 0)}`,
      ),
    ).toBeTruthy();
    expect(
      within(group).getByRole('link', { name: 'Settle up in Household' }).getAttribute('href'),
    ).toBe('/balances?groupId=g1');
  });

  it("offers a Viewer the group's balances, not a settling up they cannot record", async () => {
    const settle: GroupSettleUp = {
      groupId: 'g2',
      currency: 0,
      settleUp: [{ fromUserId: 'u-bob', toUserId: 'u-ann', amount: 12 }],
      people: [
        { userId: 'u-bob', name: 'Bob', former: false },
        { userId: 'u-ann', name: 'Ann', former: false },
      ],
      unconverted: [],
    };
    stubApi({ ...specified, ...quietMoneyHandlers, 'GET /groups/settle-up': () => [settle] });
    renderDashboard();
    const card = await region('Who owes whom');
    const group = await within(card).findByRole('listitem', { name: 'Who owes whom in Book club' });
    const link = within(group).getByRole('link', { name: 'See the balances in Book club' });
    expect([link.textContent, link.getAttribute('href')]).toEqual([
      'See balances',
      '/balances?groupId=g2',
    ]);
    expect(within(group).queryByRole('link', { name: /Settle up/ })).toBeNull();
  });

  it('shows each recurring transaction due this week once, on its next date', async () => {
    const api = stubApi({
      ...specified,
      ...quietMoneyHandlers,
      'GET /transactions/upcoming': () => [
        ...['2026-03-06', '2026-03-07'].map((date) => ({
          seriesId: 's-coffee',
          groupId: 'g1',
          transactionType: TransactionType.Expense,
          name: 'Coffee',
          amount: -3.5,
          currency: 0,
          date,
          recurringPeriod: PeriodType.Daily,
        })),
        {
          seriesId: 's-rent',
          groupId: 'g2',
          transactionType: TransactionType.Expense,
          name: 'Rent',
          amount: -1200,
          currency: 0,
          date: '2026-03-08',
          recurringPeriod: PeriodType.Monthly,
        },
      ],
    });
    renderDashboard();
    const card = await region('Coming up this week');
    await within(card).findByText('Coffee');
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText(formatDay('2026-03-06'))).toBeTruthy();
    expect(within(card).queryByText(formatDay('2026-03-07'))).toBeNull();
    expect(within(card).getByText(/Book club · Repeats monthly/)).toBeTruthy();
    expect(callsTo(api, 'GET /transactions/upcoming')[0]?.url.search).toBe('?days=7');
  });

  it('says in household words when there is nothing yet', async () => {
    stubApi({ ...specified, ...quietMoneyHandlers });
    renderDashboard();
    expect(
      await screen.findByText('Nothing has come in or gone out this month or last month yet.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('No transactions yet. Your first one will show up here.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a transaction' }).getAttribute('href')).toBe(
      '/transactions?action=quick_add',
    );
    expect(await screen.findByText('Nobody owes anybody anything right now.')).toBeTruthy();
    expect(
      await screen.findByText('No bills or regular payments are due in the next 7 days.'),
    ).toBeTruthy();
  });

  it('shows one failed section in its place, the others and the specified cards unaffected', async () => {
    stubApi({
      ...specified,
      ...quietMoneyHandlers,
      'GET /groups/settle-up': () =>
        jsonResponse(errorEnvelope('Balances are down', 4), { status: 503 }),
    });
    renderDashboard();
    const card = await region('Who owes whom');
    expect(
      await within(card).findByText('Who owes whom could not be loaded.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('No transactions yet. Your first one will show up here.')).toBeTruthy();
    const total = screen.getByRole('region', { name: 'Total Budgets' });
    expect(within(total).getByText('1 active budget(s)')).toBeTruthy();
  });

  it('never holds up the specified cards: they show while every section still loads', async () => {
    const never = () => new Promise<never>(() => undefined);
    stubApi({
      ...specified,
      'GET /reports/month-totals': never,
      'GET /transactions': never,
      'GET /groups/settle-up': never,
      'GET /transactions/upcoming': never,
    });
    renderDashboard();
    const total = await region('Total Budgets');
    expect(await within(total).findByText('1 active budget(s)')).toBeTruthy();
    expect(screen.getByText('No budgets found')).toBeTruthy();
    for (const label of [
      "Loading this month's money",
      'Loading latest transactions',
      'Loading who owes whom',
      'Loading what is coming up',
    ])
      expect(screen.getByRole('status', { name: label })).toBeTruthy();
  });
});
