import type { ImportPreview } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub.ts';
import { chooseFile, committed, importHandlers, previewOf } from '@/test/import-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportsPage } from './imports-page.tsx';

const typedRow = (line: number, name: string): ImportPreview['rows'][number] => ({
  line,
  date: '2026-09-10',
  name,
  description: null,
  amount: -18,
  currency: 0,
  transactionType: 0,
  bankId: null,
  categoryKey: null,
  error: null,
  duplicate: true,
  enteredAs: { name: 'Rent', date: '2026-09-10' },
  rules: null,
  suggestedCategory: null,
});

/** A bank file whose every row the household typed in before (imports/import-checks.ts). */
const preview: ImportPreview = {
  ...previewOf([], 'csv'),
  counts: { rows: 2, importable: 0, duplicates: 2, errors: 0, pending: 0, confirming: 2 },
  rows: [typedRow(2, 'SPOLDZIELNIA CZYNSZ'), typedRow(3, 'TAURON')],
};

describe('a bank file of transactions typed in before', { timeout: 20_000 }, () => {
  it('offers to mark them cleared, sends the file, and says what it did', async () => {
    const api = stubApi({
      ...importHandlers(preview),
      'POST /imports': () => ({
        id: 'b1',
        fileName: 'september.csv',
        importedCount: 0,
        clearedCount: 2,
        checkpoints: [],
      }),
    });
    renderRoute(<ImportsPage />, { path: '/imports' });
    const user = userEvent.setup();
    await chooseFile(user);
    await waitFor(() =>
      expect(screen.getByTestId('import-counts').textContent).toContain(
        '2 already present (2 typed in before, to be marked cleared), 0 that cannot be read.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Mark 2 typed transactions cleared' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({ includeLines: [] });
    expect(
      await screen.findByText(
        '2 transactions typed in before are now marked cleared, as the bank has them',
      ),
    ).toBeTruthy();
  });

  it('says why a file of nothing new is not imported, rather than greying the button out', async () => {
    const present = { ...preview, counts: { ...preview.counts, confirming: 0 } };
    const api = stubApi(importHandlers(present));
    renderRoute(<ImportsPage />, { path: '/imports' });
    const user = userEvent.setup();
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Import 0 transactions' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing to import: every row is already in the group or cannot be read. Tick “import anyway” on a row to import it.',
    );
    expect(committed(api)).toBeUndefined();
  });
});
