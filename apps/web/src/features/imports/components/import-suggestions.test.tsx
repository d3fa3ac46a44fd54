import type { ImportPreview } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub.ts';
import {
  chooseFile,
  committed,
  importHandlers,
  previewOf,
  statementOf,
} from '@/test/import-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportsPage } from './imports-page.tsx';

const food = { id: 'c2', name: 'Food', description: null, groupId: 'g1', group: { name: 'Home' } };
const fuel = { id: 'c3', name: 'Fuel', description: null, groupId: 'g1', group: { name: 'Home' } };

const row = (
  line: number,
  name: string,
  categoryId: string | null,
): ImportPreview['rows'][number] => ({
  line,
  date: '2026-03-01',
  name,
  description: null,
  amount: -12.5,
  currency: 0,
  transactionType: 0,
  bankId: null,
  categoryKey: name,
  error: null,
  duplicate: false,
  enteredAs: null,
  rules: null,
  suggestedCategory: categoryId ? { categoryId, count: 4 } : null,
});

const preview: ImportPreview = {
  ...previewOf([statementOf()]),
  counts: { rows: 4, importable: 4, duplicates: 0, errors: 0, pending: 0, confirming: 0 },
  // ORLEN's payee is mapped to a category of the group by its name: no suggestion shows.
  categories: [{ key: 'ORLEN 44', rows: 1, categoryId: fuel.id }],
  rows: [
    row(3, 'ZABKA Z1234', food.id),
    row(5, 'BIEDRONKA', food.id),
    row(7, 'ORLEN 44', fuel.id),
    row(9, 'KIOSK', null),
  ],
};

describe('the categories an import suggests from the history', () => {
  it('offers a ticked box per row left without one, and sends the rows kept', async () => {
    const api = stubApi({ ...importHandlers(preview), 'GET /categories': () => [food, fuel] });
    renderRoute(<ImportsPage />, { path: '/imports' });
    const user = userEvent.setup();
    await chooseFile(user);
    const rows = await screen.findByRole('table', { name: 'Rows of the file' });
    const boxes = await within(rows).findAllByRole('checkbox', {
      name: 'Use suggested category: Food',
    });
    expect(boxes).toHaveLength(2);
    expect(within(rows).queryByText(/Use suggested category: Fuel/)).toBeNull();
    expect(boxes.every((box) => box.getAttribute('aria-checked') === 'true')).toBe(true);
    await user.click(boxes[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: /^Import 4 transactions/ }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({ lineCategories: [{ line: 3, categoryId: food.id }] });
  });
});
