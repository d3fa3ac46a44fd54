import { ErrorCode, MemberRole, type Category } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { clickWhenEnabled } from '@/test/interactions.ts';
import { renderRoute } from '@/test/render.tsx';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { CategoriesPage } from './categories-page.tsx';

const ann = profileOf();
const household = groupOf();
const club = groupOf({ id: 'g2', name: 'Book club', role: MemberRole.Viewer });
const food: Category = {
  id: 'c1',
  name: 'Food',
  description: null,
  groupId: 'g1',
  group: { name: 'Household' },
};
const books: Category = {
  id: 'c2',
  name: 'Books',
  description: 'Paperbacks',
  groupId: 'g2',
  group: { name: 'Book club' },
};

describe('CategoriesPage', () => {
  it('lists name, description and group, with actions only where the user may write', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, club],
      'GET /categories': () => [books, food],
    });
    renderRoute(<CategoriesPage />, { path: '/categories' });
    // The actions appear once the group list (with the roles) is in.
    await screen.findByRole('button', { name: 'Edit Food' });
    const table = screen.getByRole('table', { name: 'Categories' });
    const foodRow = within(table).getByRole('row', { name: /Food/ });
    expect(within(foodRow).getByText('No description')).toBeTruthy();
    expect(within(foodRow).getByText('Household')).toBeTruthy();
    expect(within(foodRow).getByRole('button', { name: 'Edit Food' })).toBeTruthy();
    const booksRow = within(table).getByRole('row', { name: /Books/ });
    expect(within(booksRow).getByText('Paperbacks')).toBeTruthy();
    expect(within(booksRow).queryByRole('button')).toBeNull();
    // No group filter: all of the caller's groups.
    expect(callsTo(api, 'GET /categories')[0]?.url.search).toBe('');
  });

  it("says 'No categories available.' when there are none", async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': () => [],
    });
    renderRoute(<CategoriesPage />, { path: '/categories' });
    expect(await screen.findByText('No categories available.')).toBeTruthy();
  });

  it('adds a category: both rules, the group choice, a 409 on the name, then success', async () => {
    let conflict = true;
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, groupOf({ id: 'g3', name: 'Holiday' }), club],
      'GET /categories': () => [],
      'POST /categories': () =>
        conflict
          ? jsonResponse(
              errorEnvelope('Conflict', ErrorCode.Conflict, {
                name: ['A category named "Food" already exists in this group'],
              }),
              { status: 409 },
            )
          : food,
    });
    renderRoute(<CategoriesPage />, { path: '/categories' });
    const user = userEvent.setup();
    await clickWhenEnabled(user, 'Add Category');
    const form = await screen.findByRole('form', { name: 'Add Category' });
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Group is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Food');
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    // Only the groups the user may write to are offered.
    expect(screen.queryByRole('option', { name: 'Book club' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Holiday' }));
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(
      await screen.findByText('A category named "Food" already exists in this group'),
    ).toBeTruthy();
    expect(callsTo(api, 'POST /categories')[0]?.body).toEqual({
      name: 'Food',
      description: null,
      groupId: 'g3',
    });

    conflict = false;
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category created successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your Categories (0)' })).toBeTruthy();
  });

  it("edits name and description with 'Save Changes'", async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': () => [food],
      'PUT /categories': () => ({ ...food, name: 'Groceries' }),
    });
    renderRoute(<CategoriesPage />, { path: '/categories' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Food' }));
    expect(await screen.findByRole('heading', { name: 'Edit Category' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Groceries');
    await user.type(screen.getByLabelText('Description (optional)'), 'Weekly shop');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Category updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /categories')[0]?.body).toEqual({
      categoryId: 'c1',
      name: 'Groceries',
      description: 'Weekly shop',
    });
  });

  it('deletes after a confirmation naming the category', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': () => [food],
      'DELETE /categories': () => null,
    });
    renderRoute(<CategoriesPage />, { path: '/categories' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Food' }));
    const loads = callsTo(api, 'GET /categories').length;
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete category "Food"?',
    });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeTruthy();
    expect(callsTo(api, 'DELETE /categories')[0]?.url.searchParams.get('categoryId')).toBe('c1');
    // The list is loaded again after the change.
    await waitFor(() => expect(callsTo(api, 'GET /categories').length).toBe(loads + 1));
  });
});

describe('CategoriesPage in Polish', () => {
  afterEach(() => setLanguage('en'));

  it('lists the categories with Polish headings, columns and actions', async () => {
    await setLanguage('pl');
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, club],
      'GET /categories': () => [books, food],
    });
    renderRoute(<CategoriesPage />, { path: '/categories' });
    await screen.findByRole('button', { name: 'Edytuj Food' });
    expect(screen.getByRole('heading', { name: 'Kategorie', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Twoje kategorie (2)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Kategorie' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Nazwa',
      'Opis',
      'Grupa',
      'Akcje',
    ]);
    const foodRow = within(table).getByRole('row', { name: /Food/ });
    expect(within(foodRow).getByText('Brak opisu')).toBeTruthy();
    expect(within(foodRow).getByRole('button', { name: 'Usuń Food' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj kategorię' })).toBeTruthy();
  });
});
