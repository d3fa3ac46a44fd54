import type { Tag } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  household,
  listHandler,
  rent,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded form's module comes with the file (see transaction-form.test.tsx).
import './edit-transaction-form.tsx';

const holiday: Tag = { id: 't1', name: 'Holiday', groupId: 'g1' };
const garden: Tag = { id: 't2', name: 'Garden', groupId: 'g1' };
const flights: Tag = { id: 't3', name: 'Flights', groupId: 'g3' };
const tagged = { ...rent, tags: [{ id: 't1', name: 'Holiday' }] };

const tagsOf = (groupId: string) => () =>
  [holiday, garden, flights].filter((tag) => tag.groupId === groupId);

describe('Tags on the transactions screen', () => {
  it("shows a row's tags as chips and filters by a tag, kept in the address", async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /groups/g1/tags': tagsOf('g1'),
      'GET /transactions': listHandler([tagged]),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions', url: '/transactions?groupId=g1' });
    const chips = await screen.findAllByRole('list', { name: 'Tags' });
    expect(chips.map((list) => list.textContent)).toContain('Holiday');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Garden' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET /transactions').some((call) =>
          call.url.searchParams.getAll('tagIds').includes('t2'),
        ),
      ).toBe(true),
    );
  });

  it('leaves out a tag in the address that the group does not have', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /groups/g1/tags': tagsOf('g1'),
      'GET /transactions': listHandler([tagged]),
    });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?groupId=g1&tag=t1&tag=gone',
    });
    await screen.findAllByRole('list', { name: 'Tags' });
    const asked = callsTo(api, 'GET /transactions').map((call) =>
      call.url.searchParams.getAll('tagIds'),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((ids) => ids.join() === 't1')).toBe(true);
  });

  it("edits the tags: shows the transaction's, sends the whole list, another group clears them", async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, groupOf({ id: 'g3', name: 'Holiday trips' })],
      'GET /categories': categoriesHandler,
      'GET /groups/g1/tags': tagsOf('g1'),
      'GET /groups/g3/tags': tagsOf('g3'),
      'GET /transactions': listHandler([tagged]),
      'PUT /transactions': () => tagged,
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Rent, / }));
    const form = await screen.findByRole('form', { name: 'Update Transaction' });
    const chosen = () =>
      within(form)
        .queryAllByRole('list', { name: 'Chosen tags' })
        .flatMap((list) =>
          within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        );
    expect(chosen()).toEqual(['Holiday']);
    await user.click(within(form).getByRole('combobox', { name: 'Tags (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Garden' }));
    expect(chosen()).toEqual(['Holiday', 'Garden']);

    await user.click(within(form).getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Holiday trips' }));
    expect(chosen()).toEqual([]);
    await user.click(within(form).getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Household' }));
    await user.click(within(form).getByRole('combobox', { name: 'Tags (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Garden' }));
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({ tagIds: ['t2'] });
  });

  it('sends an empty list when every tag is removed', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /groups/g1/tags': tagsOf('g1'),
      'GET /transactions': listHandler([tagged]),
      'PUT /transactions': () => rent,
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Rent, / }));
    await user.click(await screen.findByRole('button', { name: 'Remove Holiday' }));
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({ tagIds: [] });
  });
});
