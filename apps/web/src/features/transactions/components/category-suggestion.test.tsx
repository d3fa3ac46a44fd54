import type { RulePreviewAnswer } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
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

const nothingSet: RulePreviewAnswer = {
  matched: [],
  categoryIds: null,
  tagIds: [],
  paidBy: null,
  split: null,
  name: null,
  description: null,
  suggestedCategory: null,
};

function openQuickAdd() {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [groupOf()],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([]),
    'GET /groups/g1/tags': () => [],
    'POST /groups/g1/rules/preview': ({ body }) =>
      (body as { name: string }).name.toLowerCase().startsWith('zabka')
        ? { ...nothingSet, suggestedCategory: { categoryId: 'c2', count: 3 } }
        : nothingSet,
    'POST /transactions': () => transactionOf({ groupId: 'g1' }),
  });
  renderRoute(<TransactionsPage />, {
    path: '/transactions',
    url: '/transactions?action=quick_add&groupId=g1',
  });
  return { api, user: userEvent.setup() };
}

describe('the category suggested from the history', () => {
  it('offers the category the name had most, and uses it when asked', async () => {
    const { api, user } = openQuickAdd();
    await user.type(await screen.findByLabelText('Value'), '12');
    await user.type(screen.getByLabelText('Name'), 'Lidl');
    await waitFor(() =>
      expect(callsTo(api, 'POST /groups/g1/rules/preview').length).toBeGreaterThan(0),
    );
    expect(screen.queryByTestId('category-suggestion')).toBeNull();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Zabka');
    const note = await screen.findByTestId('category-suggestion');
    expect(note.textContent).toContain('Suggested: Food');
    expect(note.textContent).toContain('(used 3 times for this name)');
    await user.click(within(note).getByRole('button', { name: 'Use' }));
    // Chosen: the suggestion goes, the categories field holds it, and it is sent.
    await waitFor(() => expect(screen.queryByTestId('category-suggestion')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toMatchObject({ categoryIds: ['c2'] });
  });

  it('says it in Polish, in the plural form of its count', async () => {
    setLanguage('pl');
    try {
      const { user } = openQuickAdd();
      await user.type(await screen.findByLabelText('Nazwa'), 'Zabka');
      const note = await screen.findByTestId('category-suggestion');
      expect(note.textContent).toBe('Sugerowana: Food (użyta 3 razy przy tej nazwie)Użyj');
    } finally {
      setLanguage('en');
    }
  });
});
