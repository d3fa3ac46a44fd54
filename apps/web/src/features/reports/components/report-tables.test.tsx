import { Currency, DEFAULT_PREFERENCES } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '@/hooks/use-media-query.ts';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { YEAR, handlers } from './report-fixtures.ts';
import { ReportsPage } from './reports-page.tsx';

/** The page asks several endpoints after the session and the groups: slow on a busy machine. */
const WAIT = { timeout: 5000 };
const money = (amount: number, currency: number = Currency.PLN) => formatMoney(amount, currency);

/** An entry's figures as 'name: value', in order. */
const figures = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** The entries of a section's list, as a phone shows its table. */
function entries(section: string, testId?: string) {
  const region = screen.getByRole('region', { name: section });
  expect(within(region).queryByRole('table')).toBeNull();
  const list = testId ? within(region).getByTestId(testId) : within(region).getByRole('list');
  return within(list).getAllByRole('listitem');
}

describe("the report's tables", () => {
  beforeEach(() => {
    // jsdom lays nothing out; charts measure their box and draw nothing in a box of 0 x 0.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 640, height: 288 }),
    );
  });

  it('give each row an entry of named figures on a phone, with nothing to scroll sideways', async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === MOBILE_QUERY ? { ...real(query), matches: true } : real(query),
    );
    stubApi(handlers());
    renderRoute(<ReportsPage />, { path: '/reports' });
    await screen.findByTestId('category-rows', {}, WAIT);

    const months = entries('Income and expenses by month');
    expect(months.map((entry) => entry.firstElementChild?.textContent)).toEqual([
      `Jan ${YEAR}`,
      `Feb ${YEAR}`,
    ]);
    expect(figures(months[0] as HTMLElement)).toEqual([
      `Income: ${money(0)}`,
      `Expenses: ${money(143.65)}`,
      `Net savings: ${money(-143.65)}`,
      `Cumulative: ${money(-143.65)}`,
      'Transactions: 2',
    ]);
    const loss = within(months[0] as HTMLElement).getAllByRole('definition')[2];
    expect(loss?.className).toContain('text-destructive');

    const categories = entries('Spending by category', 'category-rows');
    expect(categories.map((entry) => entry.firstElementChild?.textContent)).toEqual([
      'Food',
      'Uncategorised',
    ]);
    expect(figures(categories[0] as HTMLElement)).toEqual([
      'Group: Household',
      `Spent: ${money(143.65)}`,
      'Share: 58.4%',
      'Transactions: 2',
    ]);

    // Named by the expense, not by its date, which comes first in the table.
    const largest = entries('Largest expenses', 'largest-expenses');
    expect(largest[1]?.firstElementChild?.textContent).toBe('Matryoshka');
    expect(figures(largest[1] as HTMLElement)).toEqual([
      `Date: ${YEAR}-02-20`,
      'Group: Household',
      `Amount: ${money(50, Currency.RUB)}`,
      'In PLN: N/A',
    ]);

    await screen.findByText('Over budget', {}, WAIT);
    const [budget] = entries('Budget against actual', 'budget-rows');
    expect(budget?.dataset.over).toBe('true');
    expect(budget?.firstElementChild?.textContent).toBe('Food monthly');
    expect(figures(budget as HTMLElement).slice(0, 5)).toEqual([
      'Group: Household',
      'Periods: 2 months',
      `Budgeted: ${money(100)}`,
      `Spent: ${money(143.65)}`,
      `Remaining: ${money(-43.65)}`,
    ]);
    expect(within(budget as HTMLElement).getByText('143.7%')).toBeTruthy();
  });

  describe('in Polish with numbers written as in the United States', () => {
    afterEach(() => setLanguage('en'));

    it("name the months in Polish, the interface's language", async () => {
      applyPreferences({ ...DEFAULT_PREFERENCES, language: 'pl', locale: 'en-US' });
      await setLanguage('pl');
      stubApi(handlers());
      renderRoute(<ReportsPage />, { path: '/reports' });
      const table = await screen.findByRole(
        'table',
        { name: 'Przychody, wydatki i oszczędności netto w poszczególnych miesiącach' },
        WAIT,
      );
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
        `sty ${YEAR}`,
        `lut ${YEAR}`,
      ]);
      // The amounts keep the number format's way: a point before the fraction.
      expect(rows[1]?.textContent).toContain('3,450.00');
    });
  });
});
