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

const shop = { id: 'r1', name: 'Corner shop' };
const row = (line: number, name: string, ruled: boolean): ImportPreview['rows'][number] => ({
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
  rules: ruled
    ? {
        matched: [shop],
        categoryIds: null,
        tagIds: [],
        paidBy: null,
        split: null,
        name: { value: 'Żabka', rule: shop },
        description: null,
      }
    : null,
  suggestedCategory: null,
});

const preview: ImportPreview = {
  ...previewOf([statementOf()]),
  rows: [row(3, 'ZABKA Z1234', true), row(9, 'ORLEN 44', false)],
};

describe('the rules an import meets', () => {
  it('names on each row the rules that match and its new name, and sends the rows left out', async () => {
    const api = stubApi(importHandlers(preview));
    renderRoute(<ImportsPage />, { path: '/imports' });
    const user = userEvent.setup();
    await chooseFile(user);
    const rows = await screen.findByRole('table', { name: 'Rows of the file' });
    const apply = within(rows).getByRole('checkbox', {
      name: 'Rules: Corner shop (named “Żabka”)',
    });
    expect(within(rows).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(apply);
    await user.click(screen.getByRole('button', { name: /^Import 2 transactions/ }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({ withoutRulesLines: [3] });
  });
});
