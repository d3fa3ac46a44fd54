import { ErrorCode, PeriodType, type Group } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { budgetOf } from '@/test/budgets-fixtures.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { clickWhenEnabled } from '@/test/interactions.ts';
import { renderRoute } from '@/test/render.tsx';
import { ann, categoriesHandler, household } from '@/test/transactions-fixtures.ts';
import { formatDateField } from '@/components/date-picker.tsx';
import { BudgetsPage } from './budgets-page.tsx';

// The lazily loaded forms' modules come with the file, so the tests' waits time the screen, not
// Vite compiling the forms' code on first use (seconds on a busy machine).
import './add-budget-form.tsx';
import './edit-budget-form.tsx';

const holiday = groupOf({ id: 'g3', name: 'Holiday' });

/** The message a control is described by (FormField's error). */
const errorOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .at(-1);

/** The budgets screen over no budgets, in its add view, where a new budget is accepted. */
async function openAddView(groups: Group[]) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => groups,
    'GET /categories': categoriesHandler,
    'GET /budgets': () => [],
    'POST /budgets': () =>
      jsonResponse({ status: 0, data: budgetOf(), errors: [], warnings: [] }, { status: 201 }),
  });
  renderRoute(<BudgetsPage />, { path: '/budgets' });
  const user = userEvent.setup();
  await clickWhenEnabled(user, 'Add Budget');
  return { api, user };
}

describe('BudgetsPage add and edit views', () => {
  it('opens the add view from quick_add with its defaults and messages', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, holiday],
      'GET /categories': categoriesHandler,
    });
    renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?action=quick_add' });
    const form = await screen.findByRole('form', { name: 'Add Budget' });
    expect(within(form).getByText('Create New Budget')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe(
      'PLN - Polish Zloty',
    );
    expect(screen.getByRole('combobox', { name: 'Period Type' }).textContent).toBe('Monthly');
    // Aligned with the calendar: the 1st of this month.
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe(
      `${formatDateField(new Date()).slice(0, 7)}-01`,
    );
    expect(screen.getByRole('checkbox', { name: 'Align with the calendar' }).dataset.state).toBe(
      'checked',
    );
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('');
    expect(within(form).getByText('None chosen: every expense of the group counts.')).toBeTruthy();
    const value = screen.getByLabelText('Value') as HTMLInputElement;
    // A text box with the decimal keypad, read with a point or a comma (lib/amount-text.ts).
    expect([value.type, value.inputMode]).toEqual(['text', 'decimal']);

    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Add Budget' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(errorOf(screen.getByRole('combobox', { name: 'Group' }))).toBe('Group ID is required');
    expect(errorOf(value)).toBe('Amount is required');
    await user.type(value, '-5');
    expect(await screen.findByText('Amount must be non-negative')).toBeTruthy();
    await user.clear(screen.getByLabelText('Start date'));
    expect(await screen.findByText('Date is required')).toBeTruthy();
  });

  it("adds a budget; another group clears the categories and loads that group's", async () => {
    const { api, user } = await openAddView([household, holiday]);
    const group = await screen.findByRole('combobox', { name: 'Group' });
    const categories = await screen.findByRole('combobox', { name: 'Categories (optional)' });
    await user.click(group);
    await user.click(await screen.findByRole('option', { name: 'Household' }));
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: 'Food' }));
    expect(screen.getByRole('button', { name: 'Remove Food' })).toBeTruthy();

    await user.click(group);
    await user.click(await screen.findByRole('option', { name: 'Holiday' }));
    expect(screen.queryByRole('button', { name: 'Remove Food' })).toBeNull();
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: 'Flights' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET /categories').map((call) => call.url.searchParams.get('groupsId')),
      ).toContain('g3'),
    );

    await user.type(screen.getByLabelText('Name'), ' Trips ');
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-01-31');
    await user.type(screen.getByLabelText('End date'), '2099-12-31');
    await user.click(screen.getByRole('combobox', { name: 'Period Type' }));
    await user.click(await screen.findByRole('option', { name: 'Yearly' }));
    await user.type(screen.getByLabelText('Value'), '1 500,5');
    await user.click(screen.getByRole('button', { name: 'Add Budget' }));
    expect(await screen.findByText('Budget added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /budgets')[0]?.body).toEqual({
      name: 'Trips',
      description: null,
      groupId: 'g3',
      amount: 1500.5,
      periodType: PeriodType.Yearly,
      startDate: '2026-01-31',
      endDate: '2099-12-31',
      categoryIds: ['c3'],
      currency: 0,
    });
    // Success returns to the list, which loads.
    expect(await screen.findByText('No budgets found. Please add a budget.')).toBeTruthy();
  });

  it('shows a budget that starts later among those active on its first day', async () => {
    const { api, user } = await openAddView([household]);
    await user.type(await screen.findByLabelText('Name'), 'Christmas');
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2099-12-10');
    await user.type(screen.getByLabelText('Value'), '800');
    await user.click(screen.getByRole('button', { name: 'Add Budget' }));
    expect(await screen.findByText(/^Shown among the budgets active on 2099-12-10/)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Budgets active on 2099-12-10' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(api, 'GET /budgets').at(-1)?.url.searchParams.get('datePoint')).toBe(
        '2099-12-10',
      ),
    );
  });

  it("puts the server's word on categories under Categories", async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'POST /budgets': () =>
        jsonResponse(
          errorEnvelope('Validation failed', ErrorCode.Validation, {
            categoryIds: ['Categories must belong to the budget group'],
          }),
          { status: 400 },
        ),
    });
    renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?action=quick_add' });
    const user = userEvent.setup();
    // The only group there is comes chosen.
    expect((await screen.findByRole('combobox', { name: 'Group' })).textContent).toBe('Household');
    await user.type(screen.getByLabelText('Name'), 'Food');
    await user.type(screen.getByLabelText('Value'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Budget' }));
    expect(await screen.findByText('Categories must belong to the budget group')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add Budget' })).toBeTruthy();
  });

  it("edits from a card: the budget's group's categories, no Group field, then the list", async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /budgets': () => [budgetOf({ description: 'Weekly shop', endDate: '2027-01-01' })],
      'PUT /budgets': () => budgetOf(),
    });
    renderRoute(<BudgetsPage />, { path: '/budgets' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    const form = await screen.findByRole('form', { name: 'Update Budget' });
    expect(within(form).queryByRole('combobox', { name: 'Group' })).toBeNull();
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('200');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2027-01-01');
    expect(screen.getByRole('button', { name: 'Remove Food' })).toBeTruthy();
    // The hint about no categories is for when none is chosen.
    expect(within(form).queryByText('None chosen: every expense of the group counts.')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Categories (optional)' }));
    expect(await screen.findByRole('option', { name: 'Home' })).toBeTruthy();
    expect(
      callsTo(api, 'GET /categories').map((call) => call.url.searchParams.getAll('groupsId')),
    ).toContainEqual(['g1']);
    await user.keyboard('{Escape}');

    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '250');
    await user.click(within(form).getAllByRole('button', { name: 'Clear date' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Update Budget' }));
    expect(await screen.findByText('Budget updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /budgets')[0]?.body).toEqual({
      budgetId: 'b1',
      name: 'Groceries',
      description: 'Weekly shop',
      amount: 250,
      periodType: PeriodType.Monthly,
      startDate: '2026-01-01',
      endDate: null,
      categoryIds: ['c2'],
      currency: 0,
    });
    expect(await screen.findByRole('article', { name: 'Groceries' })).toBeTruthy();
  });

  it('opens an edit address on its own from the list of every budget, or says it is gone', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /budgets': () => [budgetOf()],
    });
    const view = renderRoute(<BudgetsPage />, {
      path: '/budgets',
      url: '/budgets?action=edit&budgetId=b1',
    });
    expect(await screen.findByRole('form', { name: 'Update Budget' })).toBeTruthy();
    expect(callsTo(api, 'GET /budgets')[0]?.url.search).toBe('?onlyActualPeriod=false');
    view.unmount();

    renderRoute(<BudgetsPage />, { path: '/budgets', url: '/budgets?action=edit&budgetId=gone' });
    expect(await screen.findByText('Budget not available')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back to Budgets' }));
    expect(await screen.findByRole('article', { name: 'Groceries' })).toBeTruthy();
  });
});
