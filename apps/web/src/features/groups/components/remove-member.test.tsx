import { Currency, MemberRole, type GroupBalances } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { GroupsPage } from './groups-page.tsx';

const ann = profileOf();
const home = groupOf({
  groupMembers: [
    {
      userId: 'u-ann',
      name: 'Ann',
      userEmail: 'ann@example.test',
      role: MemberRole.Owner,
      joinedAt: '2026-01-02T10:00:00.000Z',
    },
    {
      userId: 'u-bob',
      name: 'Bob',
      userEmail: 'bob@example.test',
      role: MemberRole.Member,
      joinedAt: '2026-01-03T10:00:00.000Z',
    },
  ],
});

const balances = (bob: number): GroupBalances => ({
  currency: Currency.PLN,
  members: [
    {
      userId: 'u-ann',
      name: 'Ann',
      former: false,
      paid: 0,
      share: 0,
      incomes: 0,
      payments: 0,
      balance: -bob,
    },
    {
      userId: 'u-bob',
      name: 'Bob',
      former: false,
      paid: 0,
      share: 0,
      incomes: 0,
      payments: 0,
      balance: bob,
    },
  ],
  settleUp: [],
  unconverted: [],
});

async function askToRemoveBob(bob: number) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [home],
    'GET /groups/g1/balances': () => balances(bob),
  });
  renderRoute(<GroupsPage />, { path: '/groups', url: '/groups?group=g1' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove Bob' }));
  return { api, dialog: await screen.findByRole('alertdialog', { name: 'Remove member?' }) };
}

describe('removing a member', { timeout: 20_000 }, () => {
  it('says what they leave owed, read when the question opens', async () => {
    const { dialog } = await askToRemoveBob(120.5);
    expect(
      await within(dialog).findByText(
        'Bob is owed 120.50 PLN in this group. The balance stays, under a former member, until it is settled: you may want to settle up first.',
      ),
    ).toBeTruthy();
  });

  it('says what they leave owing', async () => {
    const { dialog } = await askToRemoveBob(-8);
    expect(await within(dialog).findByText(/^Bob owes 8\.00 PLN in this group\./)).toBeTruthy();
  });

  it('says nothing more of a member who is even', async () => {
    const { api, dialog } = await askToRemoveBob(0);
    await waitFor(() => expect(callsTo(api, 'GET /groups/g1/balances').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
