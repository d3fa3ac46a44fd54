import { MemberRole, SplitMethod, type GroupMember, type ImportBatch } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, sessionHandlers, profileOf, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportHistory } from './import-history.tsx';

const member = (userId: string, userEmail: string): GroupMember => ({
  userId,
  name: userEmail.split('@')[0] ?? userEmail,
  userEmail,
  role: MemberRole.Member,
  joinedAt: '2026-01-02T10:00:00.000Z',
});
const ann = member('u-ann', 'ann@example.test');
const bob = member('u-bob', 'bob@example.test');

const batch: ImportBatch = {
  id: 'b1',
  groupId: 'g1',
  fileName: 'january.ofx',
  format: 'ofx',
  importedCount: 3,
  duplicateCount: 0,
  errorCount: 0,
  clearedCount: 0,
  importedBy: 'Bob',
  importedByUserId: 'u-bob',
  createdAt: '2026-03-01T10:00:00.000Z',
  undoneAt: null,
};

function open(members: GroupMember[], canWrite = true, answer?: () => unknown) {
  const api = stubApi({
    ...sessionHandlers(profileOf()),
    'GET /imports': () => [batch],
    'PUT /imports/b1/sharing': answer ?? (() => ({ batch, changedCount: 3 })),
  });
  renderRoute(<ImportHistory groupId="g1" canWrite={canWrite} members={members} userId="u-ann" />);
  return api;
}

const action = () =>
  screen.findByRole('button', { name: 'Change payer and split of the import of january.ofx' });

async function pick(user: ReturnType<typeof userEvent.setup>, box: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: box }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Radix selects and dialogs driven through user-event take a while in jsdom.
describe('Change payer and split of an import', { timeout: 30_000 }, () => {
  it('sends one payer and a split by shares, each part shown in percent', async () => {
    const api = open([ann, bob]);
    const user = userEvent.setup();
    await user.click(await action());
    const dialog = await screen.findByRole('dialog', { name: 'Change payer and split' });
    // Who imported pays, shared equally among everyone, until changed.
    expect(within(dialog).getByRole('combobox', { name: 'Paid by' }).textContent).toBe('bob');
    expect(within(dialog).getAllByText('50%')).toHaveLength(2);
    // Exact amounts fit one amount only: not offered.
    await user.click(within(dialog).getByRole('combobox', { name: 'Split' }));
    expect(screen.queryByRole('option', { name: 'Exact amounts' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'By shares' }));
    await pick(user, 'Paid by', 'ann');
    const annShares = within(dialog).getByRole('textbox', { name: 'ann shares' });
    await user.clear(annShares);
    await user.type(annShares, '3');
    expect(within(dialog).getByText('75%')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply to the import' }));

    await waitFor(() => expect(callsTo(api, 'PUT /imports/b1/sharing')).toHaveLength(1));
    expect(callsTo(api, 'PUT /imports/b1/sharing')[0]?.body).toEqual({
      paidBy: 'u-ann',
      split: {
        method: SplitMethod.Shares,
        parts: [
          { userId: 'u-ann', value: 3 },
          { userId: 'u-bob', value: 1 },
        ],
      },
    });
    expect(
      await screen.findByText('Payer and split changed for 3 transactions of january.ofx'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts the split among the members who pay: a Viewer is charged only when ticked', async () => {
    const zoe = { ...member('u-zoe', 'zoe@example.test'), role: MemberRole.Viewer };
    const api = open([ann, bob, zoe]);
    const user = userEvent.setup();
    await user.click(await action());
    const dialog = await screen.findByRole('dialog', { name: 'Change payer and split' });
    expect(within(dialog).getAllByText('50%')).toHaveLength(2);
    await user.click(within(dialog).getByRole('combobox', { name: 'Split' }));
    await user.click(await screen.findByRole('option', { name: 'By shares' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply to the import' }));
    await waitFor(() => expect(callsTo(api, 'PUT /imports/b1/sharing')).toHaveLength(1));
    expect(callsTo(api, 'PUT /imports/b1/sharing')[0]?.body).toEqual({
      paidBy: 'u-bob',
      split: {
        method: SplitMethod.Shares,
        parts: [
          { userId: 'u-ann', value: 1 },
          { userId: 'u-bob', value: 1 },
        ],
      },
    });
  });

  it('holds the submit while the split does not add up, and keeps the dialog on a refusal', async () => {
    const api = open([ann, bob], true, () =>
      jsonResponse(errorEnvelope('The payer must be a member of the group', 2), { status: 400 }),
    );
    const user = userEvent.setup();
    await user.click(await action());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'ann' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'bob' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose at least one member to share it',
    );
    // The button stays usable: a submit sends nothing and says why beside it too.
    const apply = within(dialog).getByRole('button', { name: 'Apply to the import' });
    expect(apply).toHaveProperty('disabled', false);
    await user.click(apply);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([
        'Choose at least one member to share it',
        'Not sent yet: Choose at least one member to share it',
      ]),
    );
    expect(callsTo(api, 'PUT /imports/b1/sharing')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: 'bob' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(apply);
    expect(await screen.findByText('The payer must be a member of the group')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is offered to Owners and Members of a group of two or more only', async () => {
    open([ann]);
    expect(await screen.findByRole('button', { name: /^Undo import/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /payer and split/i })).toBeNull();
  });

  it('is not offered to Viewers', async () => {
    open([ann, bob], false);
    expect(await screen.findByText('january.ofx')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /payer and split/i })).toBeNull();
  });
});
