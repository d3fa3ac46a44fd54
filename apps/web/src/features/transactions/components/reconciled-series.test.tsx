import { ReconciliationMessage } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, sessionHandlers, stubApi, type StubRequest } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  household,
  listHandler,
  rent,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded forms' modules come with the file (see transaction-form.test.tsx).
import './edit-transaction-form.tsx';

const occurrence = { ...rent, seriesId: 's1' };
const refused = ReconciliationMessage.ReconciledChange;
const QUESTION = 'Change a reconciled transaction?';

/** Refuses until the request confirms, as the server does when a later occurrence is reconciled. */
const unlessConfirmed = (answer: unknown) => (request: StubRequest) => {
  const body = request.body as { confirmReconciled?: boolean } | undefined;
  const confirmed = body?.confirmReconciled ?? request.url.searchParams.has('confirmReconciled');
  if (confirmed) return answer;
  return jsonResponse(errorEnvelope(refused, 9, { confirmReconciled: [refused] }), {
    status: 409,
  });
};

function stub() {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([occurrence]),
    'PUT /transactions': unlessConfirmed(occurrence),
    [`DELETE /transactions/${occurrence.id}`]: unlessConfirmed(null),
  });
}

describe('a series whose following occurrence is reconciled', { timeout: 20_000 }, () => {
  it('asks before saving the following ones, and sends them again confirmed', async () => {
    const api = stub();
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Rent, / }));
    await user.clear(await screen.findByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '1300');
    const save = async () => {
      await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
      const scope = await screen.findByRole('alertdialog', { name: 'Edit recurring transaction' });
      await user.click(within(scope).getByRole('button', { name: 'This and following' }));
      return screen.findByRole('alertdialog', { name: QUESTION });
    };
    const first = await save();
    expect(within(first).getByText(/A following occurrence was reconciled/)).toBeTruthy();
    // Asked, not told: the server's refusal is no toast.
    expect(screen.queryByText(refused)).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'PUT /transactions')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Update Transaction' })).toBeTruthy();

    await user.click(within(await save()).getByRole('button', { name: 'Change it' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    const sent = callsTo(api, 'PUT /transactions').map((call) => call.body);
    expect(sent).toHaveLength(3);
    expect(sent[1]).not.toHaveProperty('confirmReconciled');
    expect(sent[2]).toMatchObject({ amount: 1300, scope: 'following', confirmReconciled: true });
    expect(screen.queryByText(refused)).toBeNull();
  });

  it('asks before deleting the following ones, and deletes them confirmed', async () => {
    const api = stub();
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: /^Delete Rent, / }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete transaction "Rent"?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete this and following' }));
      return screen.findByRole('alertdialog', { name: QUESTION });
    };
    const first = await remove();
    expect(
      within(first).getByText(/Deleting the following occurrences deletes it too/),
    ).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    // Nothing deleted: the row is back and nothing said it went.
    expect(await screen.findByRole('button', { name: /^Delete Rent, / })).toBeTruthy();
    expect(screen.queryByText('Transaction deleted')).toBeNull();
    expect(screen.queryByText(refused)).toBeNull();

    await user.click(within(await remove()).getByRole('button', { name: 'Delete them' }));
    expect(await screen.findByText('Transaction deleted')).toBeTruthy();
    const urls = callsTo(api, `DELETE /transactions/${occurrence.id}`).map((call) => call.url);
    expect(urls).toHaveLength(3);
    await waitFor(() => expect(urls[2]?.searchParams.get('confirmReconciled')).toBe('true'));
    expect(urls[2]?.searchParams.get('scope')).toBe('following');
    expect(urls[1]?.searchParams.has('confirmReconciled')).toBe(false);
  });
});
