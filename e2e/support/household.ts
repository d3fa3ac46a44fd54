import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { handMade } from './users.ts';

/** The names a household's data is given, in the language of the screens a test looks at. */
export interface HouseholdNames {
  group: string;
  /** The account the group starts with (the server's 'Main account' when none is given). */
  moneyAccount?: string;
  category: string;
  budget: string;
  /** Name, amount and type (0 expense, 1 income) of each transaction; `true` puts it in the category. */
  transactions: readonly (readonly [string, number, 0 | 1, boolean])[];
}

/**
 * A group of the signed-in page's user with a category, today's transactions and a monthly
 * budget of 600 PLN on the category: every screen then has something to show.
 */
export async function fillHousehold(page: Page, names: HouseholdNames): Promise<void> {
  const group = await handMade(page, 'POST', '/groups', {
    name: names.group,
    moneyAccountName: names.moneyAccount,
  });
  const groupId = (group.body.data as { id: string }).id;
  const category = await handMade(page, 'POST', '/categories', { name: names.category, groupId });
  const categoryId = (category.body.data as { id: string }).id;
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  for (const [name, amount, type, inCategory] of names.transactions) {
    const created = await handMade(page, 'POST', '/transactions', {
      transactionType: type,
      name,
      groupId,
      date: today,
      amount,
      currency: 0,
      categoryIds: inCategory ? [categoryId] : [],
    });
    expect(created.status).toBe(201);
  }
  const budget = await handMade(page, 'POST', '/budgets', {
    name: names.budget,
    groupId,
    amount: 600,
    currency: 0,
    periodType: 2,
    startDate: today,
    categoryIds: [categoryId],
  });
  expect(budget.status).toBe(201);
}
