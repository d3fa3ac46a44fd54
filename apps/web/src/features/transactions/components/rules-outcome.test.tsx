import type { RulePreviewAnswer } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  listHandler,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

import './add-transaction-form.tsx';

const shop = { id: 'r1', name: 'Corner shop' };
const matched: RulePreviewAnswer = {
  matched: [shop],
  categoryIds: null,
  tagIds: [{ tagId: 'tg1', rule: shop }],
  paidBy: null,
  split: null,
  name: { value: 'Żabka', rule: shop },
  description: { value: 'Groceries', rule: shop },
  suggestedCategory: null,
};

function openQuickAdd() {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [groupOf()],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([]),
    'GET /groups/g1/tags': () => [{ id: 'tg1', name: 'groceries', groupId: 'g1' }],
    'POST /groups/g1/rules/preview': ({ body }) =>
      String((body as { name: string }).name)
        .toLowerCase()
        .includes('zabka')
        ? matched
        : { ...matched, matched: [], tagIds: [], name: null, description: null },
    'POST /transactions': () => transactionOf({ groupId: 'g1' }),
  });
  renderRoute(<TransactionsPage />, {
    path: '/transactions',
    url: '/transactions?action=quick_add&groupId=g1',
  });
  return { api, user: userEvent.setup() };
}

describe('the rules an entry meets', () => {
  it('shows what the rules will set as the name is typed, each with its rule', async () => {
    const { user } = openQuickAdd();
    await user.type(await screen.findByLabelText('Name'), 'ZABKA Z12');
    const note = await screen.findByTestId('rules-outcome');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Name: Żabka (rule “Corner shop”)',
      'Tag: groceries (rule “Corner shop”)',
      'Description: Groceries (rule “Corner shop”)',
    ]);
  });

  it('saves the entry as typed when asked to', async () => {
    const { api, user } = openQuickAdd();
    await user.type(await screen.findByLabelText('Value'), '12');
    await user.type(screen.getByLabelText('Name'), 'ZABKA Z12');
    await screen.findByTestId('rules-outcome');
    await user.click(screen.getByRole('checkbox', { name: 'Save without rules' }));
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toMatchObject({ applyRules: false });
  });
});
