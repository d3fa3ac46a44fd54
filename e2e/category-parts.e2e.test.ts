import type { Budget, Report } from '@budget/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { pick, submitInvalid, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.parts@example.test';
const nothing = async () => undefined;
const firstOfMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * One receipt's amount divided between two categories in the transaction form (docs/decisions.md,
 * 'Category parts'): a live remainder, a refused submit while the parts do not add up, and each
 * budget and the spending report counting its part.
 */
describe('a receipt divided between two categories', () => {
  const world = browserWorld([ANN]);
  let ann: Page;
  let groupId = '';

  it('sets up a household with two categories, each with a budget', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    groupId = ((await handMade(ann, 'POST', '/groups', { name: 'Home' })).body.data as Budget).id;
    for (const name of ['Food', 'Household']) {
      const category = await handMade(ann, 'POST', '/categories', { name, groupId });
      const categoryId = (category.body.data as { id: string }).id;
      const budget = await handMade(ann, 'POST', '/budgets', {
        name,
        groupId,
        amount: 500,
        currency: 0,
        periodType: 1,
        startDate: firstOfMonth(),
        categoryIds: [categoryId],
      });
      expect(budget.status).toBe(201);
    }
  });

  it('divides the value with a live remainder, refuses parts that do not add up, and sends them', async () => {
    await ann.goto('/transactions?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add New Transaction' });
    await form.getByLabel('Value', { exact: true }).fill('100');
    await form.getByLabel('Name', { exact: true }).fill('Receipt');
    await form.getByRole('combobox', { name: 'Categories (optional)' }).click();
    await pick(ann.getByRole('option', { name: 'Food' }));
    await pick(ann.getByRole('option', { name: 'Household' }));
    await ann.keyboard.press('Escape');
    await form.getByRole('checkbox', { name: 'Split across categories' }).click();
    await form.getByLabel('Food', { exact: true }).fill('30');
    await form.getByLabel('Household', { exact: true }).fill('50');
    await form.getByText('20.00 PLN left').waitFor();
    await submitInvalid(ann, form, nothing, 'The parts must add up to the value');
    await screenshot(ann, 'category-parts-refused');
    await form.getByLabel('Household', { exact: true }).fill('70');
    await form.getByText('0.00 PLN left').waitFor();
    await screenshot(ann, 'category-parts-form');
    await submitSaved(ann, form, nothing, 'Transaction added successfully');

    const budgets = await handMade(ann, 'GET', '/budgets');
    const spent = (budgets.body.data as Budget[]).map((b) => [b.name, b.budgetUsages[0]?.spent]);
    expect(Object.fromEntries(spent)).toEqual({ Food: 30, Household: 70 });
    const report = await handMade(ann, 'GET', `/reports?groupIds=${groupId}`);
    const byCategory = (report.body.data as Report).categories.map((c) => [c.name, c.amount]);
    expect(Object.fromEntries(byCategory)).toEqual({ Food: 30, Household: 70 });
    await ann.goto('/budgets');
    await ann.getByText('Household').first().waitFor();
    await screenshot(ann, 'category-parts-budgets');
    await ann.goto('/reports');
    await ann.getByText('Household').first().waitFor();
    await screenshot(ann, 'category-parts-report');
    expect(consoleProblems(ann)).toEqual([]);
  });

  it('on a phone, the edit form shows the stored parts, and the list names them', async () => {
    const phone = await signIn(world.browser, world.server.url, ANN, 390);
    await phone.goto('/transactions');
    await phone
      .getByText(/Food 30(\.00)?, Household 70(\.00)?/)
      .first()
      .waitFor();
    await screenshot(phone, 'category-parts-list-mobile');
    await phone.getByRole('button', { name: 'Edit Receipt' }).first().click();
    const form = phone.getByRole('form', { name: 'Update Transaction' });
    await expect(form.getByLabel('Food', { exact: true }).inputValue()).resolves.toBe('30');
    await expect(form.getByLabel('Household', { exact: true }).inputValue()).resolves.toBe('70');
    await form.getByText('0.00 PLN left').waitFor();
    await form.getByLabel('Food', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'category-parts-edit-mobile');
  });
});
