import type { ImportPreview } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportsPage } from './imports-page.tsx';

/** A CSV file of three rows, one already present, naming two categories the group lacks. */
const preview: ImportPreview = {
  format: 'csv',
  encoding: 'utf-8',
  csv: {
    mapping: {
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
    },
    source: 'detected',
    columns: ['Date', 'Payee', 'Amount', 'Category'],
    sample: [['2026-03-01', 'Shop', '-1.00', 'Food']],
  },
  categories: [
    { key: 'Food', rows: 2, categoryId: null },
    { key: 'Rent', rows: 1, categoryId: null },
  ],
  categoriesFrom: 'file',
  rows: [
    {
      line: 2,
      date: '2026-03-01',
      name: 'Shop',
      description: null,
      amount: -1,
      currency: 0,
      transactionType: 1,
      bankId: null,
      categoryKey: 'Food',
      duplicate: true,
      enteredAs: null,
      rules: null,
      suggestedCategory: null,
      error: null,
    },
    {
      line: 3,
      date: '2026-03-02',
      name: 'APTEKA GEMINI SP Z O O',
      description: null,
      amount: -34.99,
      currency: 0,
      transactionType: 1,
      bankId: null,
      categoryKey: null,
      duplicate: true,
      enteredAs: { name: 'Apteka Gemini', date: '2026-02-28' },
      rules: null,
      suggestedCategory: null,
      error: null,
    },
  ],
  statements: [],
  counts: { rows: 5, importable: 3, duplicates: 1, errors: 1, pending: 0, confirming: 0 },
  warnings: [],
};

describe('ImportsPage in Polish', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('pl'));
  afterEach(() => setLanguage('en'));

  it('walks through a file in Polish, its counts in Polish plural forms', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': () => [groupOf()],
      'GET /imports': () => [],
      'GET /categories': () => [],
      'GET /users/me/preferences': () => ({ theme: 'system', displayCurrency: 0, language: 'pl' }),
      'POST /imports/preview': () => preview,
    });
    renderRoute(<ImportsPage />, { path: '/imports' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Importuj plik z banku' })).toBeTruthy();
    expect(
      await screen.findByText('Do tej grupy nie zaimportowano jeszcze żadnego pliku.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Grupa' }).textContent).toBe('Household'),
    );
    expect(screen.getByText('Nie wybrano pliku')).toBeTruthy();
    const file = new File(['Date,Payee,Amount\n2026-03-01,Shop,-1.00\n'], 'a.csv');
    await user.upload(screen.getByLabelText('Plik z banku'), file);

    await waitFor(() =>
      expect(screen.getByTestId('import-counts').textContent).toBe(
        'Plik CSV (utf-8). 5 wierszy: 3 do zaimportowania, 1 już obecny, 1 nieczytelny. ' +
          'Pokazano pierwsze 2 wiersze.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Kolumny pliku' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zastosuj w podglądzie' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Separator dziesiętny' })).toBeTruthy();
    expect(screen.getByText('Już jest w grupie: importuj mimo to')).toBeTruthy();
    // A row the household typed in before the bank booked it, named as typed.
    expect(
      screen.getByText('Już wpisana jako „Apteka Gemini” (2026-02-28): importuj mimo to'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Utwórz 2 brakujące kategorie' })).toBeTruthy();
    // 1 transakcja, 3 transakcje, 4 transakcje.
    expect(screen.getByRole('button', { name: 'Importuj 3 transakcje' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Już jest w grupie: importuj mimo to' }));
    expect(screen.getByTestId('import-counts').textContent).toContain(
      '4 do zaimportowania, 1 już obecny (1 zaimportowany mimo to), 1 nieczytelny.',
    );
    expect(screen.getByRole('button', { name: 'Importuj 4 transakcje' })).toBeTruthy();
  });
});
