import { Currency, type Report, type ReportMembers } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '@/hooks/use-media-query.ts';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { ann, club, household } from '@/test/transactions-fixtures.ts';
import { formatMoney } from '@/lib/money.ts';
import { ReportsPage } from './reports-page.tsx';

const TRANSFERS_NOTE =
  'Settlements between members are transfers, neither expenses nor incomes, so they are left out.';
const NOTHING_SHARED = 'Nothing was shared in this range.';

const YEAR = new Date().getFullYear();

const report: Report = {
  from: `${YEAR}-01-01`,
  to: `${YEAR}-12-31`,
  currency: Currency.PLN,
  totals: { income: 1200, expenses: 300.96, net: 899.04, transactionCount: 6 },
  months: [],
  categories: [],
  tags: [],
  largestExpenses: [],
  currencies: [],
  unconvertedCurrencies: [],
};

const byMember: ReportMembers = {
  from: `${YEAR}-01-01`,
  to: `${YEAR}-12-31`,
  currency: Currency.PLN,
  members: [
    {
      userId: 'u-ann',
      name: 'Ann Owner',
      former: false,
      expenses: { paid: 100, share: 133.98 },
      income: { received: 1000, share: 500 },
    },
    {
      userId: 'u-ben',
      name: 'ben@example.test',
      former: false,
      expenses: { paid: 137.96, share: 111.98 },
      income: { received: 0, share: 500 },
    },
    {
      userId: 'u-gone',
      name: null,
      former: true,
      expenses: { paid: 13, share: 5 },
      income: { received: 0, share: 0 },
    },
  ],
  shared: { expenses: 250.96, income: 1000 },
  unshared: { expenses: 50, income: 200 },
  unconvertedCurrencies: [Currency.RUB],
};

function handlers(members: () => unknown) {
  return {
    ...sessionHandlers(ann),
    'GET /groups': () => [household, club],
    'GET /reports': () => report,
    'GET /reports/budgets': () => [],
    'GET /reports/members': members,
  };
}

/** The page asks three endpoints after the session and the groups: slow on a busy machine. */
const WAIT = { timeout: 5000 };

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('ReportsPage by member', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 640, height: 288 }),
    );
  });

  it("lists each member's paid, received and shares, and says what is left out", async () => {
    const api = stubApi(handlers(() => byMember));
    renderRoute(<ReportsPage />, { path: '/reports', url: `/reports?group=g1` });
    const section = await screen.findByRole('region', { name: 'By member' });
    const table = await within(section).findByRole('table', { name: 'By member' }, WAIT);
    expect(callsTo(api, 'GET /reports/members').map((call) => call.url.search)).toContain(
      `?groupIds=g1&from=${YEAR}-01-01&to=${YEAR}-12-31&currency=0`,
    );

    // Two header rows: the column groups, then their columns.
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Member',
      'Expenses',
      'Incomes',
      'Paid',
      'Share',
      'Received',
      'Share',
    ]);
    const rows = within(within(table).getByTestId('member-rows')).getAllByRole('row');
    const money = (amount: number) => formatMoney(amount, Currency.PLN);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')))).toEqual([
      [money(100), money(133.98), money(1000), money(500)],
      [money(137.96), money(111.98), money(0), money(500)],
      [money(13), money(5), money(0), money(0)],
    ]);
    expect(texts(rows.map((row) => within(row).getByRole('rowheader')))).toEqual([
      'Ann Owner',
      'ben@example.test',
      'Deleted accountformer member',
    ]);
    expect(rows[2]?.dataset.former).toBe('true');
    const total = within(table).getByRole('row', { name: /All shared/ });
    expect(texts(within(total).getAllByRole('cell'))).toEqual([
      money(250.96),
      money(250.96),
      money(1000),
      money(1000),
    ]);

    expect(
      texts(within(within(section).getByTestId('member-notes')).getAllByRole('listitem')),
    ).toEqual([
      `Not shared, so in no member's figures: ${money(50)} of expenses and ${money(200)} of incomes.`,
      'Amounts in RUB could not be converted into PLN (no exchange rate) and are left out of the converted figures.',
      TRANSFERS_NOTE,
    ]);
  });

  it('gives each member a card of named figures on a phone', async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === MOBILE_QUERY ? { ...real(query), matches: true } : real(query),
    );
    stubApi(handlers(() => byMember));
    renderRoute(<ReportsPage />, { path: '/reports' });
    const list = await screen.findByRole('list', { name: 'By member' }, WAIT);
    expect(screen.queryByRole('table', { name: 'By member' })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.former)).toEqual(['false', 'false', 'true', undefined]);
    const money = (amount: number) => formatMoney(amount, Currency.PLN);
    const figures = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(cards[0]?.textContent).toContain('Ann Owner');
    expect(figures(cards[0] as HTMLElement)).toEqual([
      `Expenses paid: ${money(100)}`,
      `Share of expenses: ${money(133.98)}`,
      `Incomes received: ${money(1000)}`,
      `Share of incomes: ${money(500)}`,
    ]);
    expect(within(cards[2] as HTMLElement).getByText('Deleted account')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('former member')).toBeTruthy();
    expect(figures(cards[3] as HTMLElement)).toEqual([
      `Expenses: ${money(250.96)}`,
      `Incomes: ${money(1000)}`,
    ]);
  });

  it('says when nothing was shared in the range', async () => {
    stubApi(
      handlers(() => ({
        ...byMember,
        members: [],
        shared: { expenses: 0, income: 0 },
        unshared: { expenses: 0, income: 0 },
        unconvertedCurrencies: [],
      })),
    );
    renderRoute(<ReportsPage />, { path: '/reports' });
    const section = await screen.findByRole('region', { name: 'By member' });
    expect(await within(section).findByText(NOTHING_SHARED, {}, WAIT)).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(texts(within(section).getAllByRole('listitem'))).toEqual([TRANSFERS_NOTE]);
  });

  it('shows a failed load with Retry, and the figures once they come', async () => {
    let fail = true;
    stubApi(
      handlers(() =>
        fail ? jsonResponse(errorEnvelope('Members are down', 6), { status: 400 }) : byMember,
      ),
    );
    renderRoute(<ReportsPage />, { path: '/reports' });
    const section = await screen.findByRole('region', { name: 'By member' });
    expect(
      await within(section).findByText('The figures by member could not be loaded.', {}, WAIT),
    ).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('table', { name: 'By member' }, WAIT)).toBeTruthy();
  });
});
