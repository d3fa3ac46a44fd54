import { describe, expect, it } from 'vitest';
import { ROLE_BADGES, roleName } from './account-roles.ts';
import {
  parseAccountsMode,
  parseCurrencyParam,
  transactionsHref,
  statementOf,
  withAccountsMode,
  withStatement,
  withCurrencyParam,
} from './accounts-view.ts';

const parse = (search: string) => parseCurrencyParam(new URLSearchParams(search));

describe('accounts view in the address', () => {
  it('reads a currency number 0-35 and nothing else', () => {
    expect(parse('')).toBeNull();
    expect(parse('?currency=0')).toBe(0);
    expect(parse('?currency=2')).toBe(2);
    expect(parse('?currency=35')).toBe(35);
    for (const bad of ['36', '-1', '1.5', 'EUR', '', ' ', '2e0', '002'])
      expect(parse(`?currency=${encodeURIComponent(bad)}`)).toBeNull();
  });

  it('sets the currency and keeps the other parameters', () => {
    const next = withCurrencyParam(new URLSearchParams('?currency=1&x=y'), 2);
    expect(next.toString()).toBe('currency=2&x=y');
    expect(parse(`?${withCurrencyParam(new URLSearchParams(), 0).toString()}`)).toBe(0);
  });

  it('links to the transactions of one group', () => {
    expect(transactionsHref('g1')).toBe('/transactions?groupId=g1');
    expect(transactionsHref('a b&c')).toBe('/transactions?groupId=a+b%26c');
  });
});

describe('the reconciliation in the address', () => {
  it('names a group and an account, and keeps the currency', () => {
    const mode = { view: 'reconcile', groupId: 'g1', accountId: 'a1' } as const;
    const params = withAccountsMode(new URLSearchParams('currency=2'), mode);
    expect(params.toString()).toBe('currency=2&view=reconcile&group=g1&account=a1');
    expect(parseAccountsMode(params)).toEqual(mode);
    expect(parseAccountsMode(new URLSearchParams('view=reconcile&group=g1'))).toEqual({
      view: 'overview',
    });
  });

  it('keeps the statement as typed while one of its rows is edited elsewhere', () => {
    const params = new URLSearchParams('view=reconcile&group=g1&account=a1');
    expect(statementOf(params)).toBeNull();
    const kept = withStatement(params, { date: '2026-11-20', balance: '861,29' });
    expect(kept.toString()).toBe(
      'view=reconcile&group=g1&account=a1&date=2026-11-20&balance=861%2C29',
    );
    expect(statementOf(kept)).toEqual({ date: '2026-11-20', balance: '861,29' });
    expect(parseAccountsMode(kept)).toEqual({ view: 'reconcile', groupId: 'g1', accountId: 'a1' });
  });
});

describe('role badges', () => {
  it('labels Owner, Member and Viewer as the groups screen does', () => {
    expect([1, 2, 3].map(roleName)).toEqual(['Owner', 'Member', 'Viewer']);
    expect(ROLE_BADGES[1].className).toContain('yellow');
    expect(ROLE_BADGES[2].className).toContain('blue');
    expect(ROLE_BADGES[3].className).toContain('gray');
  });

  it('reads an unknown role as Viewer, the most restricted', () => {
    expect(roleName(9)).toBe('Viewer');
  });
});
