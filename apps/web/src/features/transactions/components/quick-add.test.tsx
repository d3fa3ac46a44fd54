import { Currency, MemberRole } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, groupOf, moneyAccountOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  listHandler,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import type * as OutboxModuleType from '@/lib/offline/outbox.ts';
import type * as StoreModuleType from '@/lib/offline/outbox-store.ts';
import { MOBILE_QUERY } from '@/hooks/use-media-query.ts';
import { readLastUsed, rememberLastUsed, type LastUsed } from '../last-used.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded form's module comes with the file, so the waits time the screen.
import './add-transaction-form.tsx';

// jsdom has no IndexedDB: the outbox is kept in memory here.
vi.mock('@/lib/offline/outbox.ts', async () => {
  const actual = await vi.importActual<typeof OutboxModuleType>('@/lib/offline/outbox.ts');
  const store = await vi.importActual<typeof StoreModuleType>('@/lib/offline/outbox-store.ts');
  return { ...actual, outbox: actual.createOutbox(store.memoryStore()) };
});

const bob = {
  userId: 'u-bob',
  name: 'Bob',
  userEmail: 'bob@example.test',
  role: MemberRole.Member,
  joinedAt: '2026-01-03T10:00:00Z',
};
/** Ann and Bob share the flat; Ann keeps a household of her own. */
const flat = groupOf({ id: 'g2', name: 'Flat', groupMembers: [...groupOf().groupMembers, bob] });
const groups = [groupOf(), flat];

/** The flat's joint account takes the incomes, the card most expenses. */
const joint = moneyAccountOf({ id: 'joint', groupId: 'g2', name: 'Joint account' });
const card = moneyAccountOf({ id: 'card', groupId: 'g2', name: 'Card' });
const cash = moneyAccountOf({ id: 'cash', groupId: 'g2', name: 'Cash' });
const lastInFlat: LastUsed = {
  groupId: 'g2',
  currency: Currency.EUR,
  moneyAccountId: 'card',
  incomeMoneyAccountId: 'joint',
};

function openQuickAdd(url = '/transactions?action=quick_add', post?: () => unknown) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => groups,
    'GET /groups/g2/money-accounts': () => [joint, card, cash],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([]),
    'POST /transactions': post ?? (() => transactionOf({ groupId: 'g2' })),
  });
  renderRoute(<TransactionsPage />, { path: '/transactions', url });
  return { api, user: userEvent.setup() };
}

const selected = (name: string) => screen.getByRole('combobox', { name }).textContent;

describe('quick add', () => {
  it("starts from the last group and expense's account, the group's payer and split, the value focused", async () => {
    rememberLastUsed('u-ann', lastInFlat);
    const { api, user } = openQuickAdd();
    const value = await screen.findByLabelText('Value');
    await waitFor(() => expect(document.activeElement).toBe(value));
    expect(selected('Group')).toBe('Flat');
    // A split or payer chosen for one receipt is not carried to the next unseen.
    expect(selected('Paid by')).toBe('Ann');
    expect(selected('Split')).toBe('Group default');
    await waitFor(() => expect(selected('Money account')).toBe('Card · PLN'));
    // Not the currency remembered: the one of the account chosen (in PLN).
    await waitFor(() => expect(selected('Currency')).toBe('PLN - Polish Zloty'));
    expect(selected('Transaction Type')).toBe('Expense');

    await user.type(value, '100');
    await user.type(screen.getByLabelText('Name'), 'Pizza');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    const sent = callsTo(api, 'POST /transactions')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ groupId: 'g2', currency: Currency.PLN, moneyAccountId: 'card' });
    // Untouched, the payer and split are the group's: the server's default, not sent.
    expect([sent.paidBy, sent.split]).toEqual([undefined, undefined]);
  });

  it('moves an income to the account the last income went to, unless an account was picked', async () => {
    rememberLastUsed('u-ann', lastInFlat);
    const { user } = openQuickAdd();
    await screen.findByLabelText('Value');
    await waitFor(() => expect(selected('Money account')).toBe('Card · PLN'));
    await user.click(screen.getByRole('combobox', { name: 'Transaction Type' }));
    await user.click(await screen.findByRole('option', { name: 'Income' }));
    await waitFor(() => expect(selected('Money account')).toBe('Joint account · PLN'));
    await user.click(screen.getByRole('combobox', { name: 'Transaction Type' }));
    await user.click(await screen.findByRole('option', { name: 'Expense' }));
    await waitFor(() => expect(selected('Money account')).toBe('Card · PLN'));

    // Picked by the user, the account stays whatever the type.
    await user.click(screen.getByRole('combobox', { name: 'Money account' }));
    await user.click(await screen.findByRole('option', { name: 'Cash · PLN' }));
    await user.click(screen.getByRole('combobox', { name: 'Transaction Type' }));
    await user.click(await screen.findByRole('option', { name: 'Income' }));
    expect(selected('Money account')).toBe('Cash · PLN');
  });

  it('remembers what the add chose, and the next form starts from it', async () => {
    const { user } = openQuickAdd();
    await user.type(await screen.findByLabelText('Value'), '12');
    await user.type(screen.getByLabelText('Name'), 'Bread');
    expect(selected('Group')).toBe('Select a group');
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Household' }));
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(readLastUsed('u-ann')).toEqual({
      groupId: 'g1',
      currency: Currency.PLN,
      // The group's one account (the stub's), chosen without asking.
      moneyAccountId: 'main-g1',
      incomeMoneyAccountId: null,
    });

    // Back on the list, its Add Transaction opens the form again.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Add New Transaction' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await screen.findByRole('heading', { name: 'Add New Transaction' });
    expect(selected('Group')).toBe('Household');
    // Another user on the same device starts from the defaults.
    expect(readLastUsed('u-carl')).toBeNull();
  });

  it("keeps the filter's group; the last account belongs to the last group only", async () => {
    rememberLastUsed('u-ann', lastInFlat);
    openQuickAdd('/transactions?action=quick_add&groupId=g1');
    await screen.findByLabelText('Value');
    expect(selected('Group')).toBe('Household');
    await waitFor(() => expect(selected('Currency')).toBe('PLN - Polish Zloty'));
    expect(screen.queryByRole('combobox', { name: 'Paid by' })).toBeNull();
  });

  it('falls back quietly when the group is gone', async () => {
    rememberLastUsed('u-ann', { ...lastInFlat, groupId: 'g-gone' });
    openQuickAdd();
    await screen.findByLabelText('Value');
    expect(selected('Group')).toBe('Select a group');
    // No account to follow yet: the currency last used.
    expect(selected('Currency')).toBe('EUR - Euro');
  });

  it('remembers an add kept on the device while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { api, user } = openQuickAdd();
    await user.type(await screen.findByLabelText('Value'), '7');
    await user.type(screen.getByLabelText('Name'), 'Coffee');
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Household' }));
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(
      await screen.findByText('Saved on this device: it will be sent when you are back online.'),
    ).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')).toHaveLength(0);
    expect(readLastUsed('u-ann')?.groupId).toBe('g1');
  });

  it('keeps the rest under More details on a phone, opened by a field in it that stops the submit', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === MOBILE_QUERY,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const refused = 'A category of another group';
    const { api, user } = openQuickAdd('/transactions?action=quick_add&groupId=g1', () =>
      jsonResponse(errorEnvelope(refused, 9, { categoryIds: [refused] }), { status: 400 }),
    );
    await user.type(await screen.findByLabelText('Value'), '5');
    await user.type(screen.getByLabelText('Name'), 'Tea');
    expect(screen.queryByLabelText('Description (optional)')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Repeats' })).toBeNull();
    const more = screen.getByRole('button', { name: 'More details' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await user.click(more);
    await user.click(screen.getByLabelText('Description (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(more);
    expect(screen.queryByLabelText('Description (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    const description = await screen.findByLabelText('Description (optional)');
    expect(await screen.findByText('Description must be 500 characters or less')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(callsTo(api, 'POST /transactions')).toHaveLength(0);

    // The server's refusal of a field inside, the disclosure closed again: the same.
    await user.clear(description);
    expect(screen.getByLabelText('Description (optional)')).toBe(description);
    await user.click(more);
    expect(screen.queryByLabelText('Description (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    const categories = screen.getByRole('combobox', { name: 'Categories (optional)' });
    await waitFor(() => expect(document.activeElement).toBe(categories));
  });
});
