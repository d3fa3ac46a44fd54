import { Currency, PeriodType, type Budget, type Category } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { CategoriesPage } from './categories-page.tsx';

const food: Category = {
  id: 'c1',
  name: 'Food',
  description: null,
  groupId: 'g1',
  group: { name: 'Household' },
};

const budgetNaming = (name: string, categories: { id: string; name: string }[]): Budget => ({
  id: `b-${name}`,
  name,
  description: null,
  groupId: 'g1',
  amount: 800,
  currency: Currency.PLN,
  periodType: PeriodType.Monthly,
  startDate: '2026-01-01',
  endDate: null,
  categories,
  budgetUsages: [],
});

async function askToDeleteFood(totalCount: number, budgets: Budget[]) {
  stubApi({
    ...sessionHandlers(profileOf()),
    'GET /groups': () => [groupOf()],
    'GET /categories': () => [food],
    'GET /transactions/totals': () => ({ totalCount, sums: [] }),
    'GET /budgets': () => budgets,
  });
  renderRoute(<CategoriesPage />, { path: '/categories' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Food' }));
  return screen.findByRole('alertdialog', {
    name: 'Are you sure you want to delete category "Food"?',
  });
}

describe('the question before a category is deleted', { timeout: 20_000 }, () => {
  it('says how many transactions it holds and which budgets name it alone', async () => {
    const dialog = await askToDeleteFood(12, [
      budgetNaming('Groceries', [{ id: 'c1', name: 'Food' }]),
      budgetNaming('Home', [
        { id: 'c1', name: 'Food' },
        { id: 'c9', name: 'Cleaning' },
      ]),
    ]);
    expect(
      await within(dialog).findByText(
        '12 transactions are in this category: they stay, without it.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The budget ‘Groceries’ names only this category: without it, it would count every expense of the group. Change the budget first.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
  });

  it('adds nothing for a category nothing uses', async () => {
    const dialog = await askToDeleteFood(0, []);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
