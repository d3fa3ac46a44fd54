import { ErrorCode, SplitMethod } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client-error.ts';
import { freshRows, splitPartsOf } from '@/lib/split-rows.ts';
import { shownFailure } from '@/lib/mutation-errors.ts';
import { liveSplit, SHARING_FIELDS, sharingToSend } from './sharing.ts';

const ids = ['a', 'b', 'c'];

describe('split rows', () => {
  it('spreads percentages evenly, the odd hundredths to the first members', () => {
    const rows = freshRows(SplitMethod.Percentages, ids);
    expect(ids.map((id) => rows[id]?.value)).toEqual(['33.34', '33.33', '33.33']);
    expect(liveSplit('10', SplitMethod.Percentages, rows, ids).problem).toBeNull();
  });

  it('leaves out unticked members and empty or zero boxes', () => {
    const rows = {
      a: { included: true, value: '2' },
      b: { included: false, value: '' },
      c: { included: true, value: '0' },
    };
    expect(splitPartsOf(SplitMethod.Equal, rows, ids)).toEqual([
      { userId: 'a', value: 1 },
      { userId: 'c', value: 1 },
    ]);
    expect(splitPartsOf(SplitMethod.Shares, rows, ids)).toEqual([{ userId: 'a', value: 2 }]);
  });

  it('computes each part exactly, in minor units', () => {
    const rows = freshRows(SplitMethod.Equal, ids);
    const { minorByUser } = liveSplit('100', SplitMethod.Equal, rows, ids);
    expect([...minorByUser.values()]).toEqual([3334, 3333, 3333]);
  });
});

describe('what the form sends', () => {
  const values = {
    amount: 10,
    paidBy: 'b',
    splitMethod: SplitMethod.Exact,
    splitValues: { a: { included: true, value: '4' }, b: { included: true, value: '5' } },
  };

  it('sends only what was changed, and nothing in a group of one', () => {
    expect(sharingToSend(values, {}, ids)).toEqual({ request: {} });
    expect(sharingToSend(values, { paidBy: true }, ids)).toEqual({ request: { paidBy: 'b' } });
    expect(sharingToSend(values, { paidBy: true, splitMethod: true }, ['a'])).toEqual({
      request: {},
    });
  });

  it('refuses a changed split that does not add up', () => {
    expect(sharingToSend(values, { splitValues: { a: { value: true } } }, ids)).toEqual({
      problem: 'The parts add up to 9.00: 1.00 short of 10.00',
    });
  });

  it("puts a 400's split and payer messages on their fields", () => {
    const error = new ApiClientError({
      message: 'Invalid',
      code: ErrorCode.Validation,
      status: 400,
      details: { 'split.parts.0.value': ['Too big'], paidBy: ['Not a member'] },
    });
    expect(shownFailure(error, { fields: SHARING_FIELDS })).toEqual({
      fields: [
        ['splitMethod', 'Too big'],
        ['paidBy', 'Not a member'],
      ],
      toasts: [],
    });
  });
});
