import { DEFAULT_PREFERENCES, PeriodType, WeekStart } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { budgetOf } from '@/test/budgets-fixtures.ts';
import { jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { ann, categoriesHandler, household } from '@/test/transactions-fixtures.ts';
import { BudgetsPage } from './budgets-page.tsx';

// Loaded with the file, so the waits time the screen rather than Vite compiling the form.
import './add-budget-form.tsx';
import './edit-budget-form.tsx';

afterEach(() => {
  vi.useRealTimers();
  applyPreferences(DEFAULT_PREFERENCES);
});

const startDate = () => screen.getByLabelText<HTMLInputElement>('Start date').value;
const alignBox = () => screen.getByRole('checkbox', { name: 'Align with the calendar' });

async function openAddForm() {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household],
    'GET /categories': categoriesHandler,
    'GET /budgets': () => [budgetOf()],
    'POST /budgets': () =>
      jsonResponse({ status: 0, data: budgetOf(), errors: [], warnings: [] }, { status: 201 }),
  });
  renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?action=quick_add' });
  await screen.findByRole('form', { name: 'Add Budget' });
  return api;
}

async function choosePeriod(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Period Type' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe("the add form's 'Align with the calendar'", () => {
  it("starts each period type on its calendar period's first day, in the user's format", async () => {
    // Saturday 28 November 2026, a budget made on the 28th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 28, 10, 56));
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd/MM/yyyy', weekStart: 1 });
    const api = await openAddForm();
    const user = userEvent.setup();
    expect(startDate()).toBe('01/11/2026');
    expect(alignBox().dataset.state).toBe('checked');
    await choosePeriod(user, 'Weekly');
    expect(startDate()).toBe('23/11/2026');
    expect(screen.getByText(/Weekly periods start on Monday/)).toBeTruthy();
    await choosePeriod(user, 'Yearly');
    expect(startDate()).toBe('01/01/2026');
    await choosePeriod(user, 'Daily');
    expect(startDate()).toBe('28/11/2026');
    await choosePeriod(user, 'Monthly');
    expect(startDate()).toBe('01/11/2026');

    await user.type(screen.getByLabelText('Name'), 'Groceries');
    await user.type(screen.getByLabelText('Value'), '600');
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Add Budget' }));
    await screen.findByText('Budget added successfully');
    expect(callsTo(api, 'POST /budgets')[0]?.body).toMatchObject({
      periodType: PeriodType.Monthly,
      startDate: '2026-11-01',
    });
  });

  it('leaves the start date editable: another date unticks it, ticking aligns again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 28, 10, 56));
    applyPreferences({ ...DEFAULT_PREFERENCES, weekStart: WeekStart.Saturday });
    await openAddForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-11-15');
    expect(alignBox().dataset.state).toBe('unchecked');
    // Unticked, a new period type keeps the date chosen.
    await choosePeriod(user, 'Weekly');
    expect(startDate()).toBe('2026-11-15');
    await user.click(alignBox());
    expect(alignBox().dataset.state).toBe('checked');
    // The 28th is a Saturday, the first day of this user's week.
    expect(startDate()).toBe('2026-11-28');
  });

  it('is not offered when editing a budget', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /budgets': () => [budgetOf()],
    });
    renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?action=edit&budgetId=b1' });
    await screen.findByRole('form', { name: 'Update Budget' });
    expect(screen.queryByRole('checkbox', { name: 'Align with the calendar' })).toBeNull();
  });
});
