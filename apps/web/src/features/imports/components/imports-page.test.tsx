import { MemberRole, type CsvMapping, type ImportPreview } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportsPage } from './imports-page.tsx';

const mapping: CsvMapping = {
  delimiter: ',',
  decimalSeparator: '.',
  thousandsSeparator: '',
  dateFormat: 'yyyy-MM-dd',
  skipLines: 0,
  hasHeader: true,
  dateColumn: 0,
  nameColumn: 1,
  descriptionColumn: null,
  amountColumn: 2,
  debitColumn: null,
  creditColumn: null,
  currencyColumn: null,
  categoryColumn: 3,
  bankIdColumn: null,
};

/** A CSV file's preview of `rows` rows, whose categories are these keys. */
function previewOf(rows: number, keys: string[] = ['Food', 'Rent']): ImportPreview {
  return {
    format: 'csv',
    encoding: 'utf-8',
    csv: {
      mapping,
      source: 'detected',
      columns: ['Date', 'Payee', 'Amount', 'Category'],
      sample: [['2026-03-01', 'Shop', '-1.00', 'Food']],
    },
    categories: keys.map((key) => ({ key, rows: 1, categoryId: null })),
    categoriesFrom: 'file',
    rows: [],
    statements: [],
    counts: { rows, importable: rows, duplicates: 0, errors: 0, pending: 0, confirming: 0 },
    warnings: [],
  };
}

const counts = () => screen.getByTestId('import-counts').textContent;

function open(
  preview: (body: Record<string, unknown>, call: number) => unknown,
  groups = [groupOf()],
) {
  let call = 0;
  const api = stubApi({
    ...sessionHandlers(profileOf()),
    'GET /groups': () => groups,
    'GET /imports': () => [],
    'GET /categories': () => [],
    'GET /users/me/preferences': () => ({ theme: 'system', displayCurrency: 0 }),
    'POST /imports/preview': ({ body }) => preview(body as Record<string, unknown>, ++call),
    'POST /imports': () => ({ id: 'b1', fileName: 'a.csv', importedCount: 2 }),
  });
  renderRoute(<ImportsPage />, { path: '/imports' });
  return api;
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Household'),
  );
  const file = new File(['Date,Payee,Amount\n2026-03-01,Shop,-1.00\n'], 'a.csv');
  await user.upload(screen.getByLabelText('Bank file'), file);
}

async function pick(user: ReturnType<typeof userEvent.setup>, box: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: box }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Radix selects driven through user-event take a while in jsdom.
describe('ImportsPage', { timeout: 20_000 }, () => {
  it('shows only the latest read, and keeps the group while a read runs', async () => {
    let answerSlow: (value: ImportPreview) => void = () => {};
    open((_, call) =>
      call === 2 ? new Promise((resolve) => (answerSlow = resolve)) : previewOf(call),
    );
    const user = userEvent.setup();
    await chooseFile(user);
    await waitFor(() => expect(counts()).toContain('1 rows'));
    // A mapping applied (slow to answer), then a currency chosen (answered at once).
    await user.click(screen.getByRole('button', { name: 'Apply to the preview' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Group' }).hasAttribute('disabled')).toBe(true),
    );
    await pick(user, 'Currency of the file', 'USD - US Dollar');
    await waitFor(() => expect(counts()).toContain('3 rows'));
    answerSlow(previewOf(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counts()).toContain('3 rows');
  });

  it("names the chosen file in the file box, and says 'No file chosen' again after Cancel", async () => {
    open(() => previewOf(1));
    const user = userEvent.setup();
    const fileBox = () => {
      const input = screen.getByLabelText('Bank file');
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    expect(fileBox()).toBe('No file chosen');
    await chooseFile(user);
    await waitFor(() => expect(counts()).toContain('1 rows'));
    expect(fileBox()).toBe('a.csv');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fileBox()).toBe('No file chosen');
  });

  it('tells a Viewer in every group why there is nothing to import into, without a select', async () => {
    open(() => previewOf(1), [groupOf({ role: MemberRole.Viewer })]);
    expect(await screen.findByText(/You are a Viewer in all your groups/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();
    expect(screen.queryByLabelText('Bank file')).toBeNull();
  });

  it('says why the groups where the user is a Viewer are not offered', async () => {
    open(
      () => previewOf(1),
      [groupOf(), groupOf({ id: 'g2', name: 'Parents', role: MemberRole.Viewer })],
    );
    const select = await screen.findByRole('combobox', { name: 'Group' });
    await waitFor(() => expect(select.textContent).toBe('Household'));
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Groups where you are a Viewer are not listed: Viewers cannot import.',
    );
  });

  it('says so when the chosen file cannot be read', async () => {
    open(() => previewOf(1));
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    await chooseFile(userEvent.setup());
    expect(await screen.findByText(/a\.csv could not be read/)).toBeTruthy();
  });

  it("keeps 'No category' where the user chose it, and drops choices of keys gone", async () => {
    const api = open((_, call) => (call === 1 ? previewOf(2) : previewOf(2, ['Food', 'Bills'])));
    const user = userEvent.setup();
    await chooseFile(user);
    await pick(user, 'Category for Food', 'New category "Food"');
    await pick(user, 'Category for Food', 'No category');
    await user.click(screen.getByRole('button', { name: 'Create the 1 missing' }));
    await pick(user, 'Currency of the file', 'USD - US Dollar');
    // Read again: 'Rent' is gone from the file's categories, 'Bills' is new.
    await screen.findByRole('combobox', { name: 'Category for Bills' });
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(callsTo(api, 'POST /imports')).toHaveLength(1));
    expect(callsTo(api, 'POST /imports')[0]?.body).toMatchObject({
      categories: [{ key: 'Food', categoryId: null }],
    });
  });

  it('finds the columns again when a mapping names columns the file lacks', async () => {
    const api = open((body, call) =>
      call === 2
        ? jsonResponse(
            errorEnvelope('The file has 1 column(s)', 9, { 'csv.amountColumn': ['missing'] }),
            { status: 400 },
          )
        : previewOf(call),
    );
    const user = userEvent.setup();
    await chooseFile(user);
    await pick(user, 'Separator', 'Vertical bar |');
    await user.click(screen.getByRole('button', { name: 'Apply to the preview' }));
    expect(await screen.findByText(/its columns were found again/)).toBeTruthy();
    await waitFor(() => expect(counts()).toContain('3 rows'));
    const calls = callsTo(api, 'POST /imports/preview').map((request) => request.body);
    expect(
      calls.map((body) => (body as { csv: CsvMapping | null }).csv?.delimiter ?? null),
    ).toEqual([null, '|', null]);
    // The form starts over from the mapping found, not the refused draft.
    const form = screen.getByRole('form', { name: 'Columns of the file' });
    expect(within(form).getByRole('combobox', { name: 'Separator' }).textContent).toBe('Comma ,');
  });
});
