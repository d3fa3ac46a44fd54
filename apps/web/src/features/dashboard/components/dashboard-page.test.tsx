import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { budgetOf, overBudget } from '@/test/budgets-fixtures.ts';
import { quietMoneyHandlers } from '@/test/dashboard-fixtures.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { formatMoney } from '@/lib/money.ts';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { renderRoute } from '@/test/render.tsx';
import { activeBudgetsText } from '../budget-summary-text.ts';
import { DashboardPage } from './dashboard-page.tsx';

const nineGroups = Array.from({ length: 9 }, (_, index) =>
  groupOf({ id: `g${index}`, name: `Group ${index}`, description: index === 0 ? null : 'Shared' }),
);

const budgetHandlers = {
  ...quietMoneyHandlers,
  'GET /budgets': () => [],
  'GET /budgets/summary': () => ({
    total: 0,
    currency: 0,
    activeBudgets: 0,
    unconvertedCurrencies: [],
  }),
};

const nineBudgets = Array.from({ length: 9 }, (_, index) =>
  budgetOf({ id: `b${index}`, name: `Budget ${index}`, amount: 100 + index, currency: index % 3 }),
);

describe('DashboardPage', () => {
  it('shows the groups count, quick actions and the first 8 groups', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      ...budgetHandlers,
      'GET /groups': () => nineGroups,
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Groups summary' });
    expect(within(card).getByText('9')).toBeTruthy();
    expect(within(card).getByText('Active group(s)')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Groups' });
    expect(within(section).getAllByRole('listitem').length).toBe(8);
    expect(within(section).getByText('No description')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All groups' }).getAttribute('href')).toBe(
      '/groups',
    );
    // Neither screen exists yet, so neither action may lead anywhere.
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      (within(actions).getByRole('button', { name: 'New Transaction' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(actions).getByRole('button', { name: 'New Budget' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('links the quick actions once their screens exist', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      ...budgetHandlers,
      'GET /groups': () => nineGroups,
    });
    renderRoute(<DashboardPage implementedPaths={['/transactions', '/budgets']} />, {
      path: '/dashboard',
    });
    const link = await screen.findByRole('link', { name: 'New Transaction' });
    expect(link.getAttribute('href')).toBe('/transactions?action=quick_add');
    expect(screen.getByRole('link', { name: 'New Budget' }).getAttribute('href')).toBe(
      '/budgets?action=quick_add',
    );
  });

  it('leaves the quick actions disabled for a Viewer in every group', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      ...budgetHandlers,
      'GET /groups': () => [groupOf({ role: 3 }), groupOf({ id: 'g2', role: 3 })],
    });
    renderRoute(<DashboardPage implementedPaths={['/transactions', '/budgets']} />, {
      path: '/dashboard',
    });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    for (const name of ['New Transaction', 'New Budget']) {
      expect((within(actions).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    }
  });

  it("shows 'Total Budgets' and the first 8 budgets with name, amount and use", async () => {
    const api = stubApi({
      ...sessionHandlers(profileOf()),
      ...quietMoneyHandlers,
      'GET /groups': () => [groupOf()],
      'GET /budgets': () => [overBudget, ...nineBudgets],
      'GET /budgets/summary': () => ({
        total: 1234.5,
        currency: 0,
        activeBudgets: 3,
        unconvertedCurrencies: [1],
      }),
    });
    renderRoute(<DashboardPage implementedPaths={['/budgets']} />, { path: '/dashboard' });
    const total = await screen.findByRole('region', { name: 'Total Budgets' });
    expect(await within(total).findByText('1,234.50 PLN')).toBeTruthy();
    expect(within(total).getByText('3 active budget(s)')).toBeTruthy();
    expect(
      within(total).getByText(
        'Budgets in USD could not be converted into PLN (no exchange rate) and are left out of the total.',
      ),
    ).toBeTruthy();

    const section = screen.getByRole('region', { name: 'Budgets' });
    await within(section).findByRole('article', { name: 'Eating out' });
    expect(within(section).getAllByRole('article')).toHaveLength(8);
    const over = within(section).getByRole('article', { name: 'Eating out' });
    expect(within(over).getByTestId('budget-amount').textContent).toBe(formatMoney(200, 0));
    expect(within(over).getByTestId('budget-use').textContent).toBe(
      `${formatMoney(250, 0)} spent · 125.0%`,
    );
    expect(over.dataset.over).toBe('true');
    const second = within(section).getByRole('article', { name: 'Budget 1' });
    expect(within(second).getByTestId('budget-amount').textContent).toBe(formatMoney(101, 1));
    expect(within(section).queryByRole('article', { name: 'Budget 7' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View All budgets' }).getAttribute('href')).toBe(
      '/budgets',
    );
    // Every budget of every group, with today's (or the nearest) period.
    expect(callsTo(api, 'GET /budgets')[0]?.url.search).toBe('?onlyActualPeriod=false');
  });

  it("says 'No budgets found' with 'Create Your First Budget'", async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      ...budgetHandlers,
      'GET /groups': () => [groupOf()],
    });
    renderRoute(<DashboardPage implementedPaths={['/budgets']} />, { path: '/dashboard' });
    expect(await screen.findByText('No budgets found')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Create Your First Budget' }).getAttribute('href'),
    ).toBe('/budgets?action=quick_add');
    expect(await screen.findByText('0.00 PLN')).toBeTruthy();
    expect(screen.getByText('0 active budget(s)')).toBeTruthy();
  });

  it('tells a Viewer in every group who can add a budget, with no link to a form they cannot use', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      ...budgetHandlers,
      'GET /groups': () => [groupOf({ role: 3 })],
    });
    renderRoute(<DashboardPage implementedPaths={['/budgets']} />, { path: '/dashboard' });
    expect(await screen.findByText('No budgets found')).toBeTruthy();
    expect(screen.getByText('An Owner or Member of your group can add one.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Your First Budget' })).toBeNull();
  });

  it('shows a failed budget list and keeps the list empty', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      ...budgetHandlers,
      'GET /groups': () => [groupOf()],
      'GET /budgets': () => jsonResponse(errorEnvelope('Budgets are down', 6), { status: 400 }),
    });
    renderRoute(<DashboardPage implementedPaths={['/budgets']} />, { path: '/dashboard' });
    expect(await screen.findByText('Budgets are down')).toBeTruthy();
    expect(screen.getByText('Your budgets could not be loaded.')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Budgets' });
    expect(within(section).queryByRole('article')).toBeNull();
    expect(within(section).queryByText('No budgets found')).toBeNull();
  });

  it('shows a failed group list and treats the groups as none', async () => {
    const api = stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': () => jsonResponse(errorEnvelope('Database unavailable', 4), { status: 503 }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Database unavailable', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Your groups could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No Group Membership' })).toBeTruthy();
    // Without groups, budgets are not fetched.
    expect(callsTo(api, 'GET /budgets')).toHaveLength(0);
    expect(callsTo(api, 'GET /budgets/summary')).toHaveLength(0);
  });
});

describe('DashboardPage in Polish', () => {
  afterEach(() => setLanguage('en'));

  it('draws the cards and the budgets in Polish, counting with Polish plurals', async () => {
    await setLanguage('pl');
    stubApi({
      ...sessionHandlers(profileOf()),
      ...quietMoneyHandlers,
      'GET /groups': () => [groupOf()],
      'GET /budgets': () => [overBudget],
      'GET /budgets/summary': () => ({
        total: 1234.5,
        currency: 0,
        activeBudgets: 3,
        unconvertedCurrencies: [1],
      }),
    });
    renderRoute(<DashboardPage implementedPaths={['/budgets', '/transactions']} />, {
      path: '/dashboard',
    });
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeTruthy();
    const total = await screen.findByRole('region', { name: 'Suma budżetów' });
    expect(await within(total).findByText('3 aktywne budżety')).toBeTruthy();
    expect(
      within(total).getByText(
        'Budżetów w USD nie udało się przeliczyć na PLN (brak kursu), więc nie są wliczone w sumę.',
      ),
    ).toBeTruthy();
    const groups = screen.getByRole('region', { name: 'Podsumowanie grup' });
    expect(within(groups).getByText('Aktywna grupa')).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Szybkie akcje' });
    expect(within(actions).getByRole('link', { name: 'Nowa transakcja' })).toBeTruthy();
    expect(within(actions).getByRole('link', { name: 'Nowy budżet' })).toBeTruthy();

    const section = screen.getByRole('region', { name: 'Budżety' });
    const over = await within(section).findByRole('article', { name: 'Eating out' });
    expect(within(over).getByTestId('budget-use').textContent).toBe(
      `Wydano ${formatMoney(250, 0)} · 125.0%`,
    );
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie budżety' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Przychody i wydatki' })).toBeTruthy();
  });

  it('says how many budgets are active in every Polish plural form', async () => {
    await setLanguage('pl');
    expect([1, 2, 5, 22, 25].map(activeBudgetsText)).toEqual([
      '1 aktywny budżet',
      '2 aktywne budżety',
      '5 aktywnych budżetów',
      '22 aktywne budżety',
      '25 aktywnych budżetów',
    ]);
  });

  it('asks a user without groups to join one, in Polish', async () => {
    await setLanguage('pl');
    stubApi({ ...sessionHandlers(profileOf()), 'GET /groups': () => [] });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Nie należysz do żadnej grupy' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przeglądaj grupy' })).toBeTruthy();
  });
});
