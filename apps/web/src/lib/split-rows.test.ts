import { MemberRole, SplitMethod } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { HUNDRED, INCOMES, checkSplit, freshRows, payingMemberIds } from './split-rows.ts';

const ids = ['a', 'b'];
const rowsOf = (a: string, b: string) => ({
  a: { included: true, value: a },
  b: { included: true, value: b },
});

describe('checkSplit', () => {
  it('finds nothing to check without a mode', () => {
    expect(checkSplit({ mode: null, rows: {} }, ids, 100)).toEqual({
      problem: null,
      parts: [],
      minorByUser: new Map(),
    });
  });

  it('checks exact amounts against the amount, and computes no part while it is unknown', () => {
    const draft = { mode: SplitMethod.Exact, rows: rowsOf('6', '4') };
    expect(checkSplit(draft, ids, 1_000).minorByUser).toEqual(
      new Map([
        ['a', 600],
        ['b', 400],
      ]),
    );
    expect(checkSplit(draft, ids, 900).problem).toBe('The parts add up to 10.00, not 9.00');
    expect(checkSplit(draft, ids, null).problem).toBe('The parts add up to 10.00, not 0.00');
    const shares = checkSplit({ mode: SplitMethod.Shares, rows: rowsOf('1', '1') }, ids, null);
    expect(shares).toMatchObject({ problem: null, minorByUser: new Map() });
  });

  it('reads boxes as the forms read amounts, a comma too, and names text that is no number', () => {
    const percent = checkSplit(
      { mode: SplitMethod.Percentages, rows: rowsOf('33,5', '66.5') },
      ids,
      1_000,
    );
    expect(percent.problem).toBeNull();
    for (const mode of [SplitMethod.Exact, INCOMES] as const)
      expect(checkSplit({ mode, rows: rowsOf('12a', '1') }, ids, 1_000).problem).toBe(
        'Enter a number',
      );
    // '4,000' could be four thousand: as an income it would weigh a thousandth.
    expect(checkSplit({ mode: INCOMES, rows: rowsOf('4,000', '6500') }, ids, 1_000).problem).toBe(
      'Incomes have at most two decimals',
    );
  });

  it('turns incomes into shares as the server does, after checking the incomes', () => {
    const check = checkSplit({ mode: INCOMES, rows: rowsOf('3000', '1000') }, ids, HUNDRED);
    expect(check.problem).toBeNull();
    expect(check.parts).toEqual([
      { userId: 'a', value: 3000 },
      { userId: 'b', value: 1000 },
    ]);
    expect([...check.minorByUser.values()]).toEqual([7_500, 2_500]);
    expect(checkSplit({ mode: INCOMES, rows: {} }, ids, HUNDRED).problem).toBe(
      'Enter at least one income',
    );
    expect(checkSplit({ mode: INCOMES, rows: rowsOf('0.001', '') }, ids, HUNDRED).problem).toBe(
      'Incomes have at most two decimals',
    );
  });

  it('starts incomes and exact amounts empty, shares at one each', () => {
    expect(freshRows(INCOMES, ids)).toEqual(rowsOf('', ''));
    expect(freshRows(SplitMethod.Exact, ids)).toEqual(rowsOf('', ''));
    expect(freshRows(SplitMethod.Shares, ids)).toEqual(rowsOf('1', '1'));
  });
});

describe('payingMemberIds', () => {
  it('keeps Owners and Members in the order given, leaving Viewers out', () => {
    const members = [
      { userId: 'v', role: MemberRole.Viewer },
      { userId: 'o', role: MemberRole.Owner },
      { userId: 'm', role: MemberRole.Member },
    ];
    expect(payingMemberIds(members)).toEqual(['o', 'm']);
    expect(payingMemberIds(members.slice(0, 1))).toEqual([]);
  });
});
