import { Currency, type NetWorthHistory } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { ann } from '@/test/transactions-fixtures.ts';
import { NetWorthSection } from './net-worth-section.tsx';

const history: NetWorthHistory = {
  from: '2026-01-01',
  to: '2026-03-31',
  currency: Currency.PLN,
  points: [
    { month: '2026-01', date: '2026-01-31', assets: 1000, liabilities: 50, net: 950 },
    { month: '2026-02', date: '2026-02-28', assets: 993.65, liabilities: 1200, net: -206.35 },
  ],
  unconvertedCurrencies: [Currency.RUB],
};

const params = { groupIds: ['g1'], from: '2026-01-01', to: '2026-03-31', currency: Currency.PLN };

describe('NetWorthSection', () => {
  beforeEach(() => {
    // jsdom lays nothing out; charts measure their box and draw nothing in a box of 0 x 0.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 640, height: 288 }),
    );
  });

  it('draws net worth per month as a chart and lists it in a table', async () => {
    const api = stubApi({ ...sessionHandlers(ann), 'GET /reports/net-worth': () => history });
    renderRoute(<NetWorthSection params={params} ready />);
    const section = await screen.findByRole('region', { name: 'Net worth' });
    const table = await within(section).findByRole('table', {
      name: "Net worth at each month's end",
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [formatMoney(1000, 0), formatMoney(50, 0), formatMoney(950, 0)],
      [formatMoney(993.65, 0), formatMoney(1200, 0), formatMoney(-206.35, 0)],
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]?.className).toContain(
      'text-destructive',
    );
    expect(
      await screen.findByRole(
        'img',
        { name: /^Line chart of net worth, assets and liabilities at each month's end/ },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(within(section).getByText(/Amounts in RUB could not be converted/)).toBeTruthy();
    expect(callsTo(api, 'GET /reports/net-worth')[0]?.url.search).toBe(
      '?groupIds=g1&from=2026-01-01&to=2026-03-31&currency=0',
    );
  });

  it('says when no account was open, in Polish too', async () => {
    await setLanguage('pl');
    try {
      stubApi({
        ...sessionHandlers(ann),
        'GET /reports/net-worth': () => ({ ...history, points: [], unconvertedCurrencies: [] }),
      });
      renderRoute(<NetWorthSection params={params} ready />);
      expect(await screen.findByText('W tym okresie nie było otwartego konta.')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Wartość netto' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
