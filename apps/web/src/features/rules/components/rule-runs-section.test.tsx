import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { club, runOf, stub } from '@/test/rule-run-fixtures.ts';
import { RulesPage } from './rules-page.tsx';

describe('Recent applications', () => {
  it('undoes a run after asking, and says how many were left as edited since', async () => {
    const api = stub({
      'GET /groups/g1/rule-runs': () => [
        runOf(),
        runOf({
          id: 'run0',
          rules: [{ id: 'r9', name: 'Old rule' }],
          undoneAt: '2026-03-01T09:00:00.000Z',
        }),
      ],
      'POST /groups/g1/rule-runs/run1/undo': () => ({ restored: 2, skippedEdited: 1 }),
    });
    renderRoute(<RulesPage />, { path: '/rules' });
    const list = await screen.findByRole('list', { name: 'Applications of rules in Household' });
    const run = within(list).getByRole('listitem', { name: 'Groceries' });
    expect(run.textContent).toContain('from 2025-03-01 to 2026-03-01 · 3 transactions changed');
    expect(run.textContent).toContain('by Ann, 2026-03-02 at');
    const undone = within(list).getByRole('listitem', { name: 'Old rule' });
    expect(undone.textContent).toContain('Undone on 2026-03-01 at');
    expect(within(undone).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(run).getByRole('button', { name: 'Undo applying Groceries' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Undo this application of rules?',
    });
    expect(callsTo(api, 'POST /groups/g1/rule-runs/run1/undo')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'Restored 2 transactions; 1 left as it was because it was edited since',
      ),
    ).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/rule-runs/run1/undo')).toHaveLength(1);
  });

  it('shows a Viewer the runs but no Apply or Undo', async () => {
    stub({ 'GET /groups/g2/rule-runs': () => [runOf({ groupId: 'g2' })] }, [club]);
    renderRoute(<RulesPage />, { path: '/rules' });
    const list = await screen.findByRole('list', { name: 'Applications of rules in Book club' });
    expect(within(list).getByRole('listitem', { name: 'Groceries' })).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
    await screen.findByRole('list', { name: 'Rules of Book club' });
    expect(screen.queryByRole('button', { name: /existing transactions/ })).toBeNull();
  });
});
