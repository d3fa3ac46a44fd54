import { describe, expect, it } from 'vitest';
import {
  parseTransactionsView,
  transactionsViewSearch,
  type TransactionsView,
} from './transactions-view.ts';

const parse = (search: string) => parseTransactionsView(new URLSearchParams(search));

describe('transactions view in the address', () => {
  it('reads quick_add, edit and the group filter', () => {
    expect(parse('')).toEqual({ mode: 'list', groupId: null });
    expect(parse('?groupId=g1')).toEqual({ mode: 'list', groupId: 'g1' });
    expect(parse('?action=quick_add')).toEqual({ mode: 'add', groupId: null });
    expect(parse('?action=quick_add&groupId=g1')).toEqual({ mode: 'add', groupId: 'g1' });
    expect(parse('?action=edit&transactionId=t1')).toEqual({
      mode: 'edit',
      transactionId: 't1',
      groupId: null,
    });
    expect(parse('?action=edit')).toEqual({ mode: 'list', groupId: null });
    expect(parse('?groupId=&action=other')).toEqual({ mode: 'list', groupId: null });
  });

  it('writes each view back to the address it came from', () => {
    const views: TransactionsView[] = [
      { mode: 'list', groupId: null },
      { mode: 'list', groupId: 'g 1' },
      { mode: 'add', groupId: null },
      { mode: 'add', groupId: 'g1' },
      { mode: 'edit', transactionId: 't1', groupId: 'g1' },
    ];
    for (const view of views) expect(parse(transactionsViewSearch(view))).toEqual(view);
    expect(transactionsViewSearch({ mode: 'add', groupId: null })).toBe('?action=quick_add');
  });
});
