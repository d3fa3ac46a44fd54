import { MemberRole, TransactionType, type Transaction } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { BalancesPage } from './balances-page.tsx';
import { members, owing, paymentOf, stubBalances } from './balances-stub.ts';

/** Twelve payments, newest first: Bob paid Ann, and once Ann paid a former member. */
function history() {
  return Array.from({ length: 12 }, (_, i) => {
    const day = `2026-03-${String(20 - i).padStart(2, '0')}`;
    return i === 1
      ? paymentOf(`p${i}`, 'u-ann', 'u-gone', 5, day)
      : paymentOf(`p${i}`, 'u-bob', 'u-ann', 10 + i, day);
  });
}

function open(role: MemberRole = MemberRole.Owner, first = history()) {
  let payments = first;
  let balances = owing;
  const api = stubBalances({
    group: groupOf({ role, groupMembers: members }),
    more: {
      'GET /groups/g1/balances': () => balances,
      'GET /transactions': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        const rows = payments.slice((page - 1) * pageSize, page * pageSize);
        return { transactions: rows, totalCount: payments.length, page, pageSize, sums: [] };
      },
      'DELETE /transactions/p0': () => {
        payments = payments.filter((payment) => payment.id !== 'p0');
        balances = { ...owing, settleUp: [{ fromUserId: 'u-bob', toUserId: 'u-ann', amount: 50 }] };
        return null;
      },
    },
  });
  renderRoute(<BalancesPage />, { path: '/balances' });
  return { api, user: userEvent.setup() };
}

/** A busy machine takes a while to draw the screen and load its calls. */
const WAIT = { timeout: 4_000 };
const findList = () => screen.findByRole('list', { name: 'Recorded payments' }, WAIT);

const rows = () =>
  within(screen.getByRole('list', { name: 'Recorded payments' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Recorded payments', () => {
  it('lists the group’s transfers newest first, ten at a time', async () => {
    const { api, user } = open();
    await findList();
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toMatch(/^Bob paid Ann2026-03-20.*10\.00 PLN$/);
    expect(rows()[1]).toMatch(/^Ann paid Former member.*5\.00 PLN$/);
    expect(screen.getByText('10 of 12')).toBeTruthy();
    const [first] = callsTo(api, 'GET /transactions');
    expect(first?.url.searchParams.get('transactionType')).toBe(String(TransactionType.Transfer));
    expect(first?.url.searchParams.getAll('groupIds')).toEqual(['g1']);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(12), WAIT);
    expect(screen.getByText('12 of 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('deletes one after a confirmation, and the balances move back', async () => {
    const { api, user } = open(MemberRole.Member);
    await findList();
    const name = /^Delete payment: Bob paid Ann 10\.00 PLN on 2026-03-20$/;
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this payment?' }, WAIT);
    expect(dialog.textContent).toContain('moves the balances back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'DELETE /transactions/p0')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this payment?' }, WAIT);
    await user.click(within(again).getByRole('button', { name: 'Delete payment' }));
    expect(await screen.findByText('Payment deleted', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Bob pays Ann 50.00 PLN', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('10 of 11')).toBeTruthy(), WAIT);
    await waitFor(() => expect(rows()[0]).toMatch(/^Ann paid Former member/), WAIT);
  });

  it('shows Viewers the list without actions', async () => {
    open(MemberRole.Viewer);
    await findList();
    expect(rows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /^Delete payment/ })).toBeNull();
  });

  it('shows the note typed when the payment was recorded, under the payment it belongs to', async () => {
    const [noted, plain] = history() as [Transaction, Transaction];
    open(MemberRole.Owner, [{ ...noted, description: 'Cash for the holiday' }, plain]);
    await findList();
    const [first, second] = within(screen.getByRole('list', { name: 'Recorded payments' }))
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(first?.getByText('Cash for the holiday')).toBeTruthy();
    expect(first?.getByText('Bob paid Ann')).toBeTruthy();
    expect(second?.queryByText('Cash for the holiday')).toBeNull();
  });
});
