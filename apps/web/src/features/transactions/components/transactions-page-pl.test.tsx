import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { ann, household, listHandler, rent } from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

const bob = {
  userId: 'u-bob',
  name: 'Bob',
  userEmail: 'bob@example.test',
  role: 2 as const,
  joinedAt: '2026-01-02T10:00:00.000Z',
};
const pair = { ...household, groupMembers: [...household.groupMembers, bob] };
const sharedRent = {
  ...rent,
  seriesId: 's1',
  paidBy: 'u-bob',
  split: {
    method: 0 as const,
    parts: [
      { userId: 'u-ann', value: 1, amount: -625.25 },
      { userId: 'u-bob', value: 1, amount: -625.25 },
    ],
  },
};

describe('TransactionsPage in Polish', () => {
  beforeEach(() => setLanguage('pl'));
  afterEach(() => setLanguage('en'));

  it('shows the list, its filters, rows and what is coming up in Polish', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [pair],
      'GET /transactions': listHandler([sharedRent]),
      'GET /transactions/upcoming': () => [
        {
          seriesId: 's1',
          groupId: 'g1',
          transactionType: 1,
          name: 'Rent',
          amount: -1250.5,
          currency: 0,
          date: '2026-04-01',
          recurringPeriod: 2,
        },
      ],
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });

    await screen.findByRole('button', { name: /^Edytuj Rent, / });
    expect(screen.getByRole('heading', { name: 'Transakcje' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj transakcję' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Wyszukiwanie transakcji' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Wyczyść filtry/ })).toBeTruthy();

    const incomes = screen.getByRole('region', { name: 'Przychody' });
    expect(within(incomes).getByText('Brak przychodów')).toBeTruthy();
    const expenses = screen.getByRole('region', { name: 'Wydatki' });
    expect(within(expenses).getByText('Liczba')).toBeTruthy();
    const headers = within(expenses)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nazwa', 'Opis', 'Kategorie', 'Grupa i konto', 'Kwota', 'Akcje']);
    const row = within(expenses).getByRole('row', { name: /Rent/ });
    expect(within(row).getByText('Brak opisu')).toBeTruthy();
    expect(within(row).getAllByText('Powtarza się co miesiąc').length).toBeGreaterThan(0);
    expect(within(row).getAllByText(/Płatnik: Bob · podział po równo \(2\)/).length).toBe(2);

    // A plural: 30 days are 'dni'.
    const upcoming = await screen.findByRole('region', { name: 'Nadchodzące' });
    expect(
      within(upcoming).getByText(
        'Co dodadzą Twoje transakcje cykliczne w ciągu najbliższych 30 dni',
      ),
    ).toBeTruthy();
  });
});
