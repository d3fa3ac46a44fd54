import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  amountOrder,
  parseListFilters,
  statementAccount,
  writeListFilters,
  type ListFilters,
} from './list-filters.ts';

const parse = (search: string) => parseListFilters(new URLSearchParams(search));
const write = (filters: ListFilters) => {
  const params = new URLSearchParams();
  writeListFilters(params, filters);
  return params.toString();
};

describe('list filters in the address', () => {
  it('reads nothing as the defaults and writes the defaults as nothing', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(write(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips every filter and sort', () => {
    const filters: ListFilters = {
      text: 'market',
      from: '2026-03-01',
      to: '2026-03-31',
      type: 'expense',
      categoryIds: ['a', 'b'],
      tagIds: ['t1', 't2'],
      moneyAccountIds: ['m2'],
      minAmount: '40',
      sort: 'amount',
      order: 'asc',
    };
    expect(parse(write(filters))).toEqual(filters);
    expect(write({ ...DEFAULT_FILTERS, sort: 'name', order: 'asc' })).toBe('sort=name');
    expect(parse('sort=name').order).toBe('asc');
  });

  it('keeps the money accounts, and names the statement account only when one is chosen', () => {
    expect(parse('account=m1&account=m2&account=m1').moneyAccountIds).toEqual(['m1', 'm2']);
    expect(statementAccount(parse('account=m1&account=m2'))).toBeNull();
    expect(statementAccount(parse('account=m1'))).toBe('m1');
    expect(statementAccount(DEFAULT_FILTERS)).toBeNull();
    expect(write({ ...DEFAULT_FILTERS, moneyAccountIds: ['m1'] })).toBe('account=m1');
  });

  it('keeps the tags once each, as repeated tag parameters', () => {
    expect(parse('tag=t1&tag=t2&tag=t1&tag=').tagIds).toEqual(['t1', 't2']);
    expect(write({ ...DEFAULT_FILTERS, tagIds: ['t1', 't2'] })).toBe('tag=t1&tag=t2');
  });

  it('ignores what it cannot read and puts a reversed range the right way round', () => {
    expect(
      parse('from=2026-02-30&to=x&type=transfer&sort=colour&order=up&min=-4&category='),
    ).toEqual(DEFAULT_FILTERS);
    expect(parse('from=2026-04-01&to=2026-03-01')).toMatchObject({
      from: '2026-03-01',
      to: '2026-04-01',
    });
  });

  it('sorts expenses by size: largest first is ascending for negative amounts', () => {
    const largest = { ...DEFAULT_FILTERS, sort: 'amount' as const, order: 'desc' as const };
    expect(amountOrder(largest, true)).toBe('asc');
    expect(amountOrder(largest, false)).toBe('desc');
    expect(amountOrder({ ...DEFAULT_FILTERS, order: 'asc' }, true)).toBe('asc');
  });
});
