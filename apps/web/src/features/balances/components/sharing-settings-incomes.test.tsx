import { SplitMethod } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { BalancesPage } from './balances-page.tsx';
import { stubBalances } from './balances-stub.ts';

/** A busy machine takes a while to draw the screen and load its calls. */
const WAIT = { timeout: 4_000 };

const byIncomes = {
  settlementCurrency: 0,
  equalAmong: 'payers' as const,
  splitIncomes: false,
  defaultSplit: {
    method: SplitMethod.Shares,
    basis: 'incomes' as const,
    parts: [
      { userId: 'u-ann', value: 271, income: 4200.5 },
      { userId: 'u-bob', value: 200, income: 3100 },
    ],
  },
};

async function openSettings(sharing?: typeof byIncomes) {
  const api = stubBalances({ sharing });
  renderRoute(<BalancesPage />, { path: '/balances' });
  const form = await screen.findByRole('form', { name: 'Sharing settings' }, WAIT);
  return { api, form, user: userEvent.setup() };
}

/** The part a member's row shows after their income's box. */
const percentOf = (form: HTMLElement, label: string) =>
  within(form).getByRole('textbox', { name: `${label} income` }).nextElementSibling?.textContent;

describe('Sharing settings: in proportion to incomes', () => {
  it('takes each member’s income, shows the parts it gives and saves the incomes', async () => {
    const { api, form, user } = await openSettings();
    await user.click(within(form).getByRole('combobox', { name: 'Default split' }));
    await user.click(await screen.findByRole('option', { name: 'In proportion to incomes' }, WAIT));
    expect(within(form).getByText('Monthly incomes (PLN)')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Enter at least one income');
    // Pasted whole: each typed key would draw the screen again.
    await user.click(within(form).getByRole('textbox', { name: 'Ann income' }));
    await user.paste('4200.5');
    await user.click(within(form).getByRole('textbox', { name: 'Bob income' }));
    await user.paste('3100');
    expect(within(form).queryByRole('alert')).toBeNull();
    // 420,050 : 310,000 of any amount.
    expect(percentOf(form, 'Ann')).toBe('57.5%');
    expect(percentOf(form, 'Bob')).toBe('42.5%');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Sharing settings saved', {}, WAIT)).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/sharing')[0]?.body).toEqual({
      settlementCurrency: 0,
      defaultSplit: {
        method: SplitMethod.Shares,
        basis: 'incomes',
        parts: [
          { userId: 'u-ann', income: 4200.5 },
          { userId: 'u-bob', income: 3100 },
        ],
      },
      equalAmong: 'payers',
      splitIncomes: false,
    });
  });

  it('shows a stored split by incomes as the incomes, not their shares', async () => {
    const { form, user } = await openSettings(byIncomes);
    expect(within(form).getByRole('combobox', { name: 'Default split' }).textContent).toBe(
      'In proportion to incomes',
    );
    const ann = within(form).getByRole('textbox', { name: 'Ann income' });
    expect((ann as HTMLInputElement).value).toBe('4200.5');
    expect(percentOf(form, 'Bob')).toBe('42.5%');
    // Shares keep boxes of their own: the incomes are not read as shares (they start at 1).
    await user.click(within(form).getByRole('combobox', { name: 'Default split' }));
    await user.click(await screen.findByRole('option', { name: 'By shares' }, WAIT));
    const shares = within(form).getByRole('textbox', { name: 'Ann shares' });
    expect((shares as HTMLInputElement).value).toBe('1');
  });

  it('refuses incomes with more than two decimals before sending anything', async () => {
    const { api, form, user } = await openSettings(byIncomes);
    const bob = within(form).getByRole('textbox', { name: 'Bob income' });
    await user.clear(bob);
    await user.paste('10.005');
    expect(within(form).getByRole('alert').textContent).toBe('Incomes have at most two decimals');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Incomes have at most two decimals',
      'Not sent yet: Incomes have at most two decimals',
    ]);
    expect(callsTo(api, 'PUT /groups/g1/sharing')).toHaveLength(0);
    // Changed, the rows' check takes over again: the summary's message was of that submit.
    await user.clear(bob);
    await user.paste('10.5');
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
