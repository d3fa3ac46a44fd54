import { describe, expect, it } from 'vitest';
import {
  parseTransactionsView,
  transactionsViewSearch,
  type TransactionsView,
} from './transactions-view.ts';

const parse = (search: string) => parseTransactionsView(new URLSearchParams(search));

describe('transactions view in the address', () => {
  it('reads quick_add, edit and the group filter', () => {
    expect(parse('')).toMatchObject({ mode: 'list', groupId: null });
    expect(parse('?groupId=g1')).toMatchObject({ mode: 'list', groupId: 'g1' });
    expect(parse('?action=quick_add')).toMatchObject({ mode: 'add', groupId: null });
    expect(parse('?action=quick_add&groupId=g1')).toMatchObject({ mode: 'add', groupId: 'g1' });
    expect(parse('?action=edit&transactionId=t1')).toMatchObject({
      mode: 'edit',
      transactionId: 't1',
      groupId: null,
    });
    expect(parse('?action=edit')).toMatchObject({ mode: 'list', groupId: null });
    expect(parse('?groupId=&action=other')).toMatchObject({ mode: 'list', groupId: null });
  });

  it('writes each view back to the address it came from', () => {
    const views: TransactionsView[] = [
      { mode: 'list', groupId: null },
      { mode: 'list', groupId: 'g 1' },
      { mode: 'add', groupId: null },
      { mode: 'add', groupId: 'g1' },
      { mode: 'edit', transactionId: 't1', groupId: 'g1' },
    ];
    for (const view of views) expect(parse(transactionsViewSearch(view))).toMatchObject(view);
    expect(transactionsViewSearch({ mode: 'add', groupId: null })).toBe('?action=quick_add');
  });

  it('keeps the list filters beside the mode, so a form returns to the same list', () => {
    const view = parse('?action=quick_add&groupId=g1&type=expense&from=2026-03-01&sort=amount');
    expect(view).toMatchObject({ mode: 'add', groupId: 'g1' });
    expect(view.filters).toMatchObject({ type: 'expense', from: '2026-03-01', sort: 'amount' });
    expect(transactionsViewSearch({ ...view, mode: 'list' })).toBe(
      '?groupId=g1&from=2026-03-01&type=expense&sort=amount',
    );
  });
});
