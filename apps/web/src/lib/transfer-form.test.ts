import { describe, expect, it } from 'vitest';
import { transferFormSchema } from './transfer-form.ts';

const typed = {
  fromMoneyAccountId: 'm1',
  toMoneyAccountId: 'm2',
  amount: '2 000,50',
  toAmount: '',
  date: '2026-03-14',
  name: '',
  description: '',
};

/** The messages of the fields the schema refuses, by field. */
function refusals(values: Partial<typeof typed>) {
  const result = transferFormSchema.safeParse({ ...typed, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the transfer form', () => {
  it('reads both amounts as typed, the received one optional', () => {
    const parsed = transferFormSchema.parse({ ...typed, toAmount: '480,10' });
    expect([parsed.amount, parsed.toAmount]).toEqual([2000.5, 480.1]);
    expect(transferFormSchema.parse(typed).toAmount).toBeNull();
  });

  it("says why a received amount is refused, in the amounts' own words", () => {
    expect(refusals({ toAmount: '1,000' })).toEqual({
      toAmount: 'Value can have at most 2 decimal places',
    });
    expect(refusals({ toAmount: '12a' })).toEqual({ toAmount: 'Value must be a number' });
  });
});
