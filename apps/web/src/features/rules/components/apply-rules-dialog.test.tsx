import type { ImportProgress, RuleApplyPreview, RuleRun } from '@budget/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { runOf, stub } from '@/test/rule-run-fixtures.ts';
import { RulesPage } from './rules-page.tsx';

/** The key the browser makes up to follow an apply's progress. */
const PROGRESS_ID = '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f';
vi.mock('@/lib/random-uuid.ts', () => ({ randomUuid: () => PROGRESS_ID }));

const preview: RuleApplyPreview = {
  examined: 120,
  changed: 2,
  skippedReconciled: 1,
  fields: { categoryIds: 2, tagIds: 1, sharing: 1, name: 0, description: 0 },
  sample: [
    {
      transactionId: 't1',
      date: '2026-03-04',
      name: 'ŻABKA Z1234',
      amount: 25.5,
      currency: 0,
      rules: [{ id: 'r1', name: 'Groceries' }],
      changes: {
        categoryIds: { before: ['c1'], after: ['c2'] },
        tagIds: { before: [], after: ['t1'] },
        paidBy: { before: 'u-ann', after: 'u-bob' },
        split: {
          before: null,
          after: {
            method: 0,
            parts: [
              { userId: 'u-ann', value: 1 },
              { userId: 'u-bob', value: 1 },
            ],
          },
        },
      },
    },
  ],
};

/** Today in UTC (the group's time zone) and the same day a year before (28 Feb for 29 Feb). */
function lastYear() {
  const to = new Date().toISOString().slice(0, 10);
  const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`.replace(/-02-29$/, '-02-28');
  return { from, to };
}

describe('Apply to existing transactions', () => {
  it('previews the last 12 months, applies them with progress, and offers to undo', async () => {
    let finish: (run: RuleRun) => void = () => undefined;
    const progress: ImportProgress = { phase: 'writing', done: 1, total: 2 };
    const api = stub({
      'POST /groups/g1/rules/apply/preview': () => preview,
      'POST /groups/g1/rules/apply': () => new Promise((resolve) => (finish = resolve)),
      [`GET /groups/g1/rules/apply/progress/${PROGRESS_ID}`]: () => progress,
      'POST /groups/g1/rule-runs/run1/undo': () => ({ restored: 2, skippedEdited: 0 }),
    });
    renderRoute(<RulesPage />, { path: '/rules' });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Apply Groceries to existing transactions' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Apply to existing transactions' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview changes' }));

    expect(await within(dialog).findByText('2 of 120 transactions would change')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/rules/apply/preview')[0]?.body).toEqual({
      ruleIds: ['r1'],
      ...lastYear(),
    });
    expect(
      within(dialog).getByText(
        '1 reconciled transaction matches but stays as it is: reconciling locked it.',
      ),
    ).toBeTruthy();
    const item = within(dialog).getByRole('listitem', { name: 'ŻABKA Z1234' });
    expect(item.textContent).toContain('2026-03-04');
    expect(item.textContent).toContain('25.50 PLN');
    for (const line of [
      'Categories: Food → Groceries',
      'Tags: none → #weekly',
      'Paid by: Ann → Bob',
      'Split: none → equally: Ann, Bob',
    ])
      expect(within(item).getByText(line)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2 transactions' }));
    const bar = await within(dialog).findByRole('progressbar', {
      name: 'Progress of applying the rules',
    });
    await waitFor(() =>
      expect(bar.getAttribute('aria-valuetext')).toBe('Changing 1 of 2 transactions'),
    );
    expect(callsTo(api, 'POST /groups/g1/rules/apply')[0]?.body).toEqual({
      ruleIds: ['r1'],
      ...lastYear(),
      progressId: PROGRESS_ID,
    });

    finish(runOf({ changedCount: 2 }));
    expect(await screen.findByText('Rules applied to 2 transactions')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A click without pointer events: sonner captures the pointer, which jsdom cannot.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored 2 transactions')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/rule-runs/run1/undo')).toHaveLength(1);
  });

  it('says when nothing would change, and offers no Apply', async () => {
    const api = stub({
      'POST /groups/g1/rules/apply/preview': () => ({
        ...preview,
        changed: 0,
        examined: 40,
        skippedReconciled: 0,
        fields: { categoryIds: 0, tagIds: 0, sharing: 0, name: 0, description: 0 },
        sample: [],
      }),
    });
    renderRoute(<RulesPage />, { path: '/rules' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Apply the enabled rules of Household to existing transactions',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    expect(await within(dialog).findByText('Nothing to change.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '40 transactions in this range checked: the rules would change none of them.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Apply to/ })).toBeNull();
    expect(callsTo(api, 'POST /groups/g1/rules/apply/preview')[0]?.body).toEqual({
      ruleIds: null,
      ...lastYear(),
    });
  });

  it('refuses a start after the end under its box, sending nothing', async () => {
    const api = stub();
    renderRoute(<RulesPage />, { path: '/rules' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Apply Groceries to existing transactions' }),
    );
    const dialog = await screen.findByRole('dialog');
    const from = within(dialog).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    expect(
      (await within(dialog).findAllByText('The start date must not be after the end date')).length,
    ).toBeGreaterThan(0);
    expect(callsTo(api, 'POST /groups/g1/rules/apply/preview')).toEqual([]);
  });
});
