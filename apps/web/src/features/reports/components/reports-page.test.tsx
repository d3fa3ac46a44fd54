import { Currency } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { formatMoney } from '@/lib/money.ts';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { YEAR, emptyReport, handlers, report } from './report-fixtures.ts';
import { ReportsPage } from './reports-page.tsx';

const SHARES_NOTE =
  "A transaction in two categories counts once in the total and once in each of its categories, so shares can add up to more than 100%; one whose amount is split across its categories counts each category's part.";

const searchOf = (api: ReturnType<typeof stubApi>, key: string) =>
  callsTo(api, key).map((call) => call.url.search);

describe('ReportsPage', () => {
  beforeEach(() => {
    // jsdom lays nothing out; charts measure their box and draw nothing in a box of 0 x 0.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 640, height: 288 }),
    );
  });

  it("shows this year's report of all groups in the display currency", async () => {
    const api = stubApi(handlers());
    renderRoute(<ReportsPage />, { path: '/reports' });
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    expect(await screen.findByTestId('summary-income')).toBeTruthy();
    const query = `?from=${YEAR}-01-01&to=${YEAR}-12-31&currency=0`;
    expect(searchOf(api, 'GET /reports')).toContain(query);
    expect(searchOf(api, 'GET /reports/budgets')).toContain(query);

    expect(screen.getByTestId('summary-income').textContent).toBe(formatMoney(3450, 0));
    expect(screen.getByTestId('summary-expenses').textContent).toBe(formatMoney(246.15, 0));
    expect(screen.getByTestId('summary-net').textContent).toBe(formatMoney(3203.85, 0));
    expect(screen.getByTestId('summary-count').textContent).toBe('7');
    expect(screen.getByTestId('unconverted-note').textContent).toBe(
      'Amounts in RUB could not be converted into PLN (no exchange rate) and are left out of the converted figures.',
    );

    const categories = screen.getByRole('region', { name: 'Spending by category' });
    expect(within(categories).getByText(SHARES_NOTE)).toBeTruthy();
    const rows = within(within(categories).getByTestId('category-rows')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      `FoodHousehold${formatMoney(143.65, 0)}58.4%2`,
      `Uncategorised—Any group${formatMoney(80, 0)}32.5%1`,
    ]);
    const tags = screen.getByRole('region', { name: 'Spending by tag' });
    expect(within(tags).getByTestId('tag-rows').textContent).toBe(
      `HolidayHousehold${formatMoney(100, 0)}40.6%1`,
    );
    // Each chart is an image with a label; its figures are in a table. The charts' code loads
    // with the first one (lazily), which takes a while on a busy machine.
    expect(
      await screen.findByRole(
        'img',
        { name: /^Bar chart of income and expenses per month/ },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Income, expenses and net savings per month' }),
    ).toBeTruthy();

    const largest = screen.getByRole('region', { name: 'Largest expenses' });
    const matryoshka = within(largest).getByRole('row', { name: /Matryoshka/ });
    expect(
      within(matryoshka)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.any(String),
      'Matryoshka',
      'Household',
      formatMoney(50, Currency.RUB),
      'N/A',
    ]);

    const budget = await screen.findByRole('row', { name: /Food monthly/ });
    expect(budget.dataset.over).toBe('true');
    const cells = within(budget).getAllByRole('cell');
    expect(cells.slice(2, 6).map((cell) => cell.textContent)).toEqual([
      '2 months',
      formatMoney(100, 0),
      formatMoney(143.65, 0),
      formatMoney(-43.65, 0),
    ]);
    expect(cells[5]?.className).toContain('text-destructive');
    expect(within(budget).getByText('Over budget')).toBeTruthy();
    expect(within(budget).getByText('143.7%')).toBeTruthy();

    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe(`/api/v1/reports/export${query}`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('reads the filters from the address and writes changes back', async () => {
    const api = stubApi(handlers());
    renderRoute(<ReportsPage />, {
      path: '/reports',
      url: '/reports?group=g2&range=all-time&currency=EUR',
    });
    await screen.findByTestId('summary-income');
    expect(searchOf(api, 'GET /reports')).toEqual(['?groupIds=g2&currency=2']);
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Book club');
    expect(screen.getByRole('combobox', { name: 'Date range' }).textContent).toBe('All time');
    expect(screen.getByRole('combobox', { name: 'Display currency' }).textContent).toBe(
      'EUR - Euro',
    );
    expect(screen.getByTestId('report-range').textContent).toContain('All transactions');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Last year' }));
    await waitFor(() =>
      expect(searchOf(api, 'GET /reports').at(-1)).toBe(
        `?groupIds=g2&from=${YEAR - 1}-01-01&to=${YEAR - 1}-12-31&currency=2`,
      ),
    );
  });

  it('takes a custom range only when it runs forwards', async () => {
    const api = stubApi(handlers());
    renderRoute(<ReportsPage />, {
      path: '/reports',
      url: '/reports?range=custom&from=2025-01-01&to=2025-03-31',
    });
    await screen.findByTestId('summary-income');
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-04-01');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The start date cannot be after the end date.',
    );
    expect(searchOf(api, 'GET /reports').every((search) => !search.includes('2025-04-01'))).toBe(
      true,
    );
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await waitFor(() =>
      expect(searchOf(api, 'GET /reports').at(-1)).toBe('?from=2025-04-01&currency=0'),
    );
    expect(screen.queryByText('The start date cannot be after the end date.')).toBeNull();
  });

  it('says when a range has no transactions instead of drawing empty charts', async () => {
    stubApi(handlers({ 'GET /reports': () => emptyReport, 'GET /reports/budgets': () => [] }));
    renderRoute(<ReportsPage />, { path: '/reports' });
    expect(await screen.findByText('No transactions in this range.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByTestId('unconverted-note')).toBeNull();
    expect(await screen.findByText('No budget has a period in this range.')).toBeTruthy();
  });

  it('shows placeholders while loading and a failed load with Retry', async () => {
    let fail = true;
    stubApi(
      handlers({
        'GET /reports': () =>
          fail ? jsonResponse(errorEnvelope('Reports are down', 6), { status: 400 }) : report,
      }),
    );
    renderRoute(<ReportsPage />, { path: '/reports' });
    expect(await screen.findByRole('status', { name: 'Loading report' })).toBeTruthy();
    expect(await screen.findByText('Reports are down')).toBeTruthy();
    expect(await screen.findByText('The report could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('summary-income')).toBeTruthy();
  });

  describe('in Polish', () => {
    afterEach(() => setLanguage('en'));

    it('names the figures, the sections and the periods in Polish', async () => {
      await setLanguage('pl');
      stubApi(handlers());
      renderRoute(<ReportsPage />, { path: '/reports' });
      expect(await screen.findByRole('heading', { name: 'Raporty', level: 1 })).toBeTruthy();
      expect(await screen.findByTestId('summary-income')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Podsumowanie' })).toBeTruthy();
      expect(screen.getByTestId('summary-net').previousElementSibling?.textContent).toBe(
        'Oszczędności netto',
      );
      expect(screen.getByTestId('unconverted-note').textContent).toBe(
        'Kwot w RUB nie udało się przeliczyć na PLN (brak kursu), więc nie są wliczone w przeliczone kwoty.',
      );
      expect(screen.getByRole('region', { name: 'Wydatki według kategorii' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Eksportuj CSV' })).toBeTruthy();
      expect(screen.getByLabelText('Zakres dat')).toBeTruthy();

      const budget = await screen.findByRole('row', { name: /Food monthly/ });
      const cells = within(budget).getAllByRole('cell');
      expect(cells[2]?.textContent).toBe('2 miesiące');
      expect(within(budget).getByText('Budżet przekroczony')).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: 'Zaplanowano' })).toBeTruthy();
    });
  });
});
