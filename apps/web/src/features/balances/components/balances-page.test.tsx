import { MemberRole, SplitMethod, type GroupBalances } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { BalancesPage } from './balances-page.tsx';
import { household, members, owing, stubBalances } from './balances-stub.ts';

/** A busy machine takes a while to draw the screen and load its calls. */
const WAIT = { timeout: 4_000 };

const settled: GroupBalances = {
  ...owing,
  members: owing.members.map((member) => ({ ...member, balance: 0 })),
  settleUp: [],
};

function open(group = household, balances = owing) {
  let current = balances;
  const api = stubBalances({
    group,
    more: {
      'GET /groups/g1/balances': () => current,
      'POST /groups/g1/settlements': () => (current = settled),
    },
  });
  renderRoute(<BalancesPage />, { path: '/balances' });
  return { api, user: userEvent.setup() };
}

describe('BalancesPage', () => {
  it('lists balances and records a part of the proposed payment once confirmed', async () => {
    const { api, user } = open();
    const table = await screen.findByRole('table', { name: 'Balances' }, WAIT);
    const balances = within(table)
      .getAllByRole('row')
      .map((row) => row.lastElementChild?.textContent);
    expect(balances).toEqual([
      'Balance',
      'is owed 40.00 PLN',
      'owes 40.00 PLN',
      'settled, 0.00 PLN',
    ]);
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Member', 'Paid', 'Share', 'Payments', 'Balance']);
    expect(within(table).getByText('former member')).toBeTruthy();
    expect(screen.getByText(/Entries in EUR are left out/)).toBeTruthy();
    expect(screen.getByText('Bob pays Ann 40.00 PLN')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Record payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' }, WAIT);
    const amount = within(dialog).getByLabelText('Amount (PLN)') as HTMLInputElement;
    expect(amount.value).toBe('40');
    expect(callsTo(api, 'POST /groups/g1/settlements')).toHaveLength(0);
    // Nothing left to pay is refused where it is typed.
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Amount is required')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/settlements')).toHaveLength(0);
    await user.type(amount, '15.5');
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    await user.clear(date);
    await user.type(date, '2026-11-01');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded', {}, WAIT)).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/settlements')[0]?.body).toEqual({
      fromUserId: 'u-bob',
      toUserId: 'u-ann',
      amount: 15.5,
      currency: 0,
      date: '2026-11-01',
      note: 'Cash',
    });
  });

  it('says before recording that a payment is more than the balance or dated ahead', async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole('button', { name: /^Record payment/ }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' }, WAIT);
    expect(within(dialog).queryByRole('status')).toBeNull();
    const amount = within(dialog).getByLabelText('Amount (PLN)');
    await user.clear(amount);
    await user.type(amount, '50');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'This is more than the 40.00 PLN that settles it: the difference will be owed back.',
    );
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    expect(within(dialog).getByText(/This date is still to come/)).toBeTruthy();
    // Said, not refused: the button says so too, and the payment is recorded as typed.
    expect(within(dialog).queryByRole('button', { name: 'Record payment' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Record anyway' }));
    expect(await screen.findByText('Payment recorded', {}, WAIT)).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/settlements')[0]?.body).toMatchObject({
      amount: 50,
      date: '2999-01-01',
    });
  });

  it('offers Viewers no payment and no settings', async () => {
    open(groupOf({ role: MemberRole.Viewer, groupMembers: members }));
    expect(await screen.findByText('Bob pays Ann 40.00 PLN', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record payment/ })).toBeNull();
    expect(screen.getByText('Viewers cannot record payments.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sharing settings' })).toBeNull();
  });

  it('says when nothing is shared yet', async () => {
    open(household, {
      currency: 0,
      members: owing.members.map((member) => ({ ...member, paid: 0, share: 0, balance: 0 })),
      settleUp: [],
      unconverted: [],
    });
    expect(await screen.findByText('Nothing shared yet', {}, WAIT)).toBeTruthy();
  });

  it('lets the Owner save a default split by shares', async () => {
    const { api, user } = open();
    const form = await screen.findByRole('form', { name: 'Sharing settings' }, WAIT);
    await user.click(within(form).getByRole('combobox', { name: 'Default split' }));
    await user.click(await screen.findByRole('option', { name: 'By shares' }, WAIT));
    // Started as the transaction form starts: one share for each member who pays.
    const ann = within(form).getByRole('textbox', { name: 'Ann shares' });
    const bob = within(form).getByRole('textbox', { name: 'Bob shares' });
    expect([(ann as HTMLInputElement).value, (bob as HTMLInputElement).value]).toEqual(['1', '1']);
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.clear(ann);
    await user.clear(bob);
    expect(within(form).getByRole('alert').textContent).toBe(
      'Choose at least one member to share it',
    );
    // Saved as it is, the form sends nothing: the reason stays under the rows and the form's
    // summary says it beside the button.
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(callsTo(api, 'PUT /groups/g1/sharing')).toHaveLength(0);
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Choose at least one member to share it',
      'Not sent yet: Choose at least one member to share it',
    ]);
    await user.type(ann, '3');
    await user.type(bob, '2');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Sharing settings saved', {}, WAIT)).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/sharing')[0]?.body).toEqual({
      settlementCurrency: 0,
      defaultSplit: {
        method: SplitMethod.Shares,
        parts: [
          { userId: 'u-ann', value: 3 },
          { userId: 'u-bob', value: 2 },
        ],
      },
      equalAmong: 'payers',
      splitIncomes: false,
    });
  });

  it('lets the Owner share equally among everyone, Viewers too, and incomes too', async () => {
    const { api, user } = open();
    const form = await screen.findByRole('form', { name: 'Sharing settings' }, WAIT);
    expect(within(form).getByRole('combobox', { name: 'Default split' }).textContent).toBe(
      'Equally',
    );
    const among = within(form).getByRole('combobox', { name: 'Shared equally among' });
    expect(among.textContent).toBe('Owners and Members');
    await user.click(among);
    await user.click(await screen.findByRole('option', { name: 'Everyone, Viewers too' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Share incomes too' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Sharing settings saved', {}, WAIT)).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/sharing')[0]?.body).toEqual({
      settlementCurrency: 0,
      defaultSplit: null,
      equalAmong: 'everyone',
      splitIncomes: true,
    });
  });
});
