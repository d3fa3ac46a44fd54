import { TransactionType } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  club,
  household,
  listHandler,
  rent,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded forms' modules come with the file, so the tests' waits time the screen, not
// Vite compiling the forms' code on first use (seconds on a busy machine).
import './add-transaction-form.tsx';
import './edit-transaction-form.tsx';

/** The message a control is described by (FormField's error). */
const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('TransactionsPage forms', () => {
  it('opens the add form from quick_add with its defaults and messages', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, groupOf({ id: 'g3', name: 'Holiday' }), club],
      'GET /categories': categoriesHandler,
    });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?action=quick_add',
    });
    expect(await screen.findByRole('heading', { name: 'Add New Transaction' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Transaction Type' }).textContent).toBe('Expense');
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe(
      'PLN - Polish Zloty',
    );
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Select a group');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    // A text box with the decimal keypad: a number box drops a comma ('23,47' became 2347).
    const value = screen.getByLabelText('Value') as HTMLInputElement;
    expect([value.type, value.inputMode]).toEqual(['text', 'decimal']);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('name is too long')).toBeTruthy();
    expect(describedBy(screen.getByRole('combobox', { name: 'Group' }))).toBe('Select a group');
    expect(describedBy(screen.getByLabelText('Value'))).toBe('Value must be greater than 0');
    await user.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('name is required')).toBeTruthy();
    // Two decimal points could be either amount: refused, not guessed.
    await user.type(value, '1.234.56');
    expect(describedBy(value)).toBe('Value must be a number');
    // A thousand in one language, 1 in another: refused, never saved as 1.
    await user.clear(value);
    await user.type(value, '1,000');
    expect(describedBy(value)).toBe('Value can have at most 2 decimal places');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(await screen.findByText('Date is required')).toBeTruthy();
  });

  it("adds an expense with categories; another group clears them and loads that group's", async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, groupOf({ id: 'g3', name: 'Holiday' })],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([]),
      'POST /transactions': () => rent,
    });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?action=quick_add&groupId=g1',
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('combobox', { name: 'Group' });
    expect(group.textContent).toBe('Household');
    const categoriesBox = screen.getByRole('combobox', { name: 'Categories (optional)' });
    await user.click(categoriesBox);
    await user.click(await screen.findByRole('option', { name: 'Food' }));
    expect(screen.getByRole('button', { name: 'Remove Food' })).toBeTruthy();

    await user.click(group);
    await user.click(await screen.findByRole('option', { name: 'Holiday' }));
    expect(screen.queryByRole('button', { name: 'Remove Food' })).toBeNull();
    await user.click(categoriesBox);
    expect(await screen.findByRole('option', { name: 'Flights' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Food' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No more options')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), ' Tickets ');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-03-05');
    // Typed as Polish writes it: a comma before the grosze.
    await user.type(screen.getByLabelText('Value'), '199,99');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toEqual({
      transactionType: TransactionType.Expense,
      name: 'Tickets',
      description: null,
      groupId: 'g3',
      moneyAccountId: 'main-g3',
      categoryIds: ['c3'],
      categoryParts: null,
      date: '2026-03-05',
      amount: 199.99,
      currency: 0,
      recurring: false,
      recurringPeriod: null,
      endDate: null,
    });
    expect(await screen.findByRole('region', { name: 'Expenses' })).toBeTruthy();
  });

  it('edits an expense shown positive and passes the recurrence through', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([rent]),
      'PUT /transactions': () => rent,
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Rent, / }));
    expect(await screen.findByRole('heading', { name: 'Update Transaction' })).toBeTruthy();
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('1250.50');
    expect(screen.getByRole('button', { name: 'Remove Home' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '1300');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({
      transactionId: 't1',
      transactionType: TransactionType.Expense,
      categoryIds: ['c1'],
      amount: 1300,
      recurring: true,
      recurringPeriod: 2,
      endDate: '2026-12-01',
    });
  });

  it('asks whether an occurrence of a series changes alone or with the following ones', async () => {
    const occurrence = { ...rent, seriesId: 's1' };
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([occurrence]),
      'PUT /transactions': () => occurrence,
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Rent, / }));
    await user.clear(await screen.findByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '1300');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    const question = await screen.findByRole('alertdialog', { name: 'Edit recurring transaction' });
    expect(callsTo(api, 'PUT /transactions')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'This and following' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({
      amount: 1300,
      scope: 'following',
    });
  });
});
