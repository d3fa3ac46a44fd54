import { DEFAULT_PREFERENCES, MemberRole } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { budgetOf, overBudget } from '@/test/budgets-fixtures.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { ann, club, household } from '@/test/transactions-fixtures.ts';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { formatMoney } from '@/lib/money.ts';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { BudgetsPage } from './budgets-page.tsx';

const clubBudget = budgetOf({ id: 'b3', name: 'Books', groupId: 'g2', categories: [] });

const card = (name: string) => screen.getByRole('article', { name });
const figure = (article: HTMLElement, id: string) =>
  within(article).getByTestId(`budget-${id}`).textContent;

afterEach(() => applyPreferences(DEFAULT_PREFERENCES));

describe('BudgetsPage list', () => {
  it("shows today's budgets as cards: figures, period, bar, colours and actions by role", async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, club],
      'GET /budgets': () => [budgetOf(), overBudget, clubBudget],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    expect(await screen.findByRole('heading', { name: 'Budget Management' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Groceries' });
    expect(callsTo(api, 'GET /budgets')[0]?.url.search).toBe('?onlyActualPeriod=true');

    const groceries = card('Groceries');
    expect(figure(groceries, 'spent')).toBe(formatMoney(50, 0));
    expect(figure(groceries, 'budgeted')).toBe(`/ ${formatMoney(200, 0)}`);
    expect(figure(groceries, 'percent')).toBe('25.0%');
    expect(figure(groceries, 'remaining')).toBe(formatMoney(150, 0));
    expect(figure(groceries, 'period')).toBe('Period: 2026-11-01 – 2026-11-30');
    expect(groceries.dataset.over).toBe('false');
    expect(within(groceries).getByTestId('budget-remaining').className).toContain('success');
    expect(within(groceries).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(groceries).getByText('Categories: Food')).toBeTruthy();

    const eatingOut = card('Eating out');
    expect(eatingOut.dataset.over).toBe('true');
    expect(figure(eatingOut, 'remaining')).toBe(formatMoney(-50, 0));
    expect(figure(eatingOut, 'percent')).toBe('125.0%');
    expect(within(eatingOut).getByTestId('budget-spent').className).toContain('destructive');
    expect(within(eatingOut).getByTestId('budget-remaining').className).toContain('destructive');
    expect(within(eatingOut).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(eatingOut).getByText('Over budget')).toBeTruthy();

    // Edit and Delete only where the user may write (Books is in a group where Ann is a Viewer).
    expect(within(groceries).getByRole('button', { name: 'Edit Groceries' })).toBeTruthy();
    expect(within(card('Books')).queryByRole('button')).toBeNull();
  });

  it("writes each card's period in the date format chosen in Settings", async () => {
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd.MM.yyyy' });
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /budgets': () => [budgetOf()],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    const groceries = await screen.findByRole('article', { name: 'Groceries' });
    expect(figure(groceries, 'period')).toBe('Period: 01.11.2026 – 30.11.2026');
    const days = within(groceries).getByTestId('budget-period').querySelectorAll('time');
    expect([...days].map((day) => day.dateTime)).toEqual(['2026-11-01', '2026-11-30']);
  });

  it("names a date point in the heading in the user's date format", async () => {
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd.MM.yyyy' });
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /budgets': () => [budgetOf()],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?datePoint=2026-11-15' });
    expect(
      await screen.findByRole('heading', { name: 'Budgets active on 15.11.2026' }),
    ).toBeTruthy();
  });

  it('draws every card of a long list, the first ones at once and the rest after', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      budgetOf({ id: `m${i}`, name: `Budget ${String(i).padStart(2, '0')}` }),
    );
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /budgets': () => many,
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    await screen.findByRole('article', { name: 'Budget 00' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(card('Budget 29')).toBeTruthy();
  });

  it('reloads for a date point, says none were active then, and clears back to today', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /budgets': () => [],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    expect(await screen.findByText('No budgets found. Please add a budget.')).toBeTruthy();
    const user = userEvent.setup();
    const picker = screen.getByLabelText('Pick a budget date point');
    const searches = () => callsTo(api, 'GET /budgets').map((call) => call.url.search);
    // No date point, so only the current period is asked for.
    expect(new Set(searches())).toEqual(new Set(['?onlyActualPeriod=true']));
    const before = searches().length;
    // Half a date reloads nothing.
    await user.type(picker, '2025-01-0');
    expect(searches()).toHaveLength(before);
    await user.type(picker, '5');
    expect(await screen.findByText('No budgets found at date 2025-01-05')).toBeTruthy();
    expect(searches().at(-1)).toBe('?onlyActualPeriod=false&datePoint=2025-01-05');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(await screen.findByText('No budgets found. Please add a budget.')).toBeTruthy();
    expect((picker as HTMLInputElement).value).toBe('');
    // Clearing reloads today's list.
    await waitFor(() => expect(searches().at(-1)).toBe('?onlyActualPeriod=true'));
  });

  it('deletes after the alert dialog (Cancel / Delete) and reloads the list', async () => {
    let budgets = [budgetOf(), overBudget];
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /budgets': () => budgets,
      'DELETE /budgets': () => {
        budgets = [overBudget];
        return null;
      },
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Groceries' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete budget "Groceries"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'DELETE /budgets')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Groceries' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Budget deleted successfully')).toBeTruthy();
    expect(callsTo(api, 'DELETE /budgets')[0]?.url.search).toBe('?budgetId=b1');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Groceries' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Eating out' })).toBeTruthy();
    // The Delete button went with its card: focus lands on the list's heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Budgets active today'));
  });

  it('shows four skeleton rows while loading and a failed load as an error', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /budgets': () => jsonResponse(errorEnvelope('Budgets are down', 6), { status: 400 }),
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    const loading = await screen.findByRole('status', { name: 'Loading budgets' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByText('Budgets are down')).toBeTruthy();
    expect(screen.getByText('Budgets could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No budgets found. Please add a budget.')).toBeNull();
  });

  it('lets a Viewer everywhere look but not add, even from quick_add', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [groupOf({ role: MemberRole.Viewer })],
      'GET /budgets': () => [budgetOf()],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?action=quick_add' });
    await screen.findByRole('article', { name: 'Groceries' });
    expect((screen.getByRole('button', { name: 'Add Budget' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Edit Groceries' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add Budget' })).toBeNull();
  });

  it('tells a Viewer everywhere with no budgets who can add one, not to add one', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [groupOf({ role: MemberRole.Viewer })],
      'GET /budgets': () => [],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    expect(
      await screen.findByText('No budgets found. An Owner or Member of your group can add one.'),
    ).toBeTruthy();
    expect(screen.queryByText('No budgets found. Please add a budget.')).toBeNull();
  });
});

describe('BudgetsPage list in Polish', () => {
  afterEach(() => setLanguage('en'));

  it('names the page, the cards, their period type and their figures in Polish', async () => {
    await setLanguage('pl');
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, club],
      'GET /budgets': () => [budgetOf(), overBudget, clubBudget],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    expect(await screen.findByRole('heading', { name: 'Zarządzanie budżetami' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Budżety aktywne dzisiaj' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj budżet' })).toBeTruthy();
    expect(screen.getByLabelText('Pokaż budżety aktywne w dniu')).toBeTruthy();

    const groceries = await screen.findByRole('article', { name: 'Groceries' });
    expect(within(groceries).getByText(`Miesięczny · ${household.name}`)).toBeTruthy();
    expect(figure(groceries, 'period')).toBe('Okres: 2026-11-01 – 2026-11-30');
    expect(within(groceries).getByText('Kategorie: Food')).toBeTruthy();
    expect(within(groceries).getByTestId('budget-percent').parentElement?.textContent).toBe(
      'Wykorzystano 25.0%',
    );
    expect(within(groceries).getByText('Pozostało')).toBeTruthy();
    expect(
      within(groceries).getByRole('progressbar', { name: 'Wykorzystanie budżetu Groceries' }),
    ).toBeTruthy();
    expect(within(groceries).getByRole('button', { name: 'Edytuj Groceries' })).toBeTruthy();
    expect(within(groceries).getByRole('button', { name: 'Usuń Groceries' })).toBeTruthy();

    const eatingOut = card('Eating out');
    expect(within(eatingOut).getByText('Budżet przekroczony')).toBeTruthy();
    expect(within(eatingOut).getByText('Wszystkie wydatki grupy')).toBeTruthy();
  });

  it('says in Polish that no budget was active at a date point', async () => {
    await setLanguage('pl');
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /budgets': () => [],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?datePoint=2025-01-05' });
    expect(await screen.findByText('Nie znaleziono budżetów na dzień 2025-01-05')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Budżety aktywne w dniu 2025-01-05' })).toBeTruthy();
  });
});
