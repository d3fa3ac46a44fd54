import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { moneyAccountOf } from '@/test/api-stub.ts';
import { CheckpointFlag } from './checkpoint-flag.tsx';

const EUR = 2;

describe("an account's checkpoint mismatch", () => {
  it("names the date, the bank's balance, the account's and the difference", () => {
    const account = moneyAccountOf({
      currency: EUR,
      checkpointMismatch: {
        date: '2026-04-30',
        balance: 4195.7,
        accountBalance: 2995.7,
        difference: -1200,
      },
    });
    render(<CheckpointFlag account={account} />);
    expect(screen.getByTestId('checkpoint-mismatch').textContent).toBe(
      `The bank's balance at the end of ${formatDay('2026-04-30')} was ${formatMoney(4195.7, EUR)}; ` +
        `this account shows ${formatMoney(2995.7, EUR)} then (difference ${formatMoney(-1200, EUR)}).`,
    );
  });

  it('shows nothing while the balances match', () => {
    const { container } = render(<CheckpointFlag account={moneyAccountOf()} />);
    expect(container.textContent).toBe('');
  });
});
