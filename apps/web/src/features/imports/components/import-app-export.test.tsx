import type { ImportPreview } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { stubApi } from '@/test/api-stub.ts';
import { chooseFile, committed, importHandlers, previewOf } from '@/test/import-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportsPage } from './imports-page.tsx';

/** A YNAB register: two categories the group lacks, one transfer to an account it lacks. */
const ynab: ImportPreview = {
  ...previewOf([], 'ynab'),
  categories: [
    { key: 'Groceries', rows: 2, categoryId: null },
    { key: 'Rent', rows: 1, categoryId: null },
  ],
  categoriesFrom: 'file',
  warnings: [{ code: 'transfersAsRows', missing: [], count: 1 }],
};

function open() {
  const api = stubApi(importHandlers(ynab));
  renderRoute(<ImportsPage />, { path: '/imports' });
  return api;
}

afterEach(() => {
  window.localStorage.clear();
  setLanguage('en');
});

describe("another app's export", { timeout: 20_000 }, () => {
  it('names the app, asks no mapping, and creates its categories', async () => {
    const api = open();
    const user = userEvent.setup();
    await chooseFile(user);
    expect((await screen.findByTestId('import-app')).textContent).toContain(
      'Recognised: YNAB register export',
    );
    expect(screen.queryByRole('region', { name: /columns/i })).toBeNull();
    expect(screen.getByText('Some transfers come in as ordinary rows')).toBeTruthy();
    // Its categories show as new ones, with no 'Create the missing' to press.
    expect(screen.getAllByRole('combobox', { name: /Category for/ })[0]?.textContent).toContain(
      'Groceries',
    );
    expect(screen.queryByRole('button', { name: /Create the/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({ categories: [] });
  });
});

describe("another app's export, in Polish", { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('pl'));

  it('names the app in Polish', async () => {
    open();
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Grupa' }).textContent).toBe('Household'),
    );
    await user.upload(screen.getByLabelText('Plik z banku'), new File(['x'], 'register.csv'));
    expect((await screen.findByTestId('import-app')).textContent).toContain(
      'Rozpoznano: eksport rejestru YNAB',
    );
  });
});
