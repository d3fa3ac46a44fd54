import {
  SplitMethod,
  incomesProblem,
  sharesFromIncomes,
  splitProblem,
  type DefaultSplit,
  type defaultSplitRequestSchema,
} from '@budget/contract';
import type { z } from 'zod';
import { validationFailed } from '../../lib/app-error.ts';

type DefaultSplitInput = z.output<typeof defaultSplitRequestSchema>;

function refuse(message: string): never {
  throw validationFailed(message, { defaultSplit: [message] });
}

/**
 * The default split to store: as sent, or, in proportion to incomes, shares computed from them
 * (`sharesFromIncomes`) with each income kept beside its share, so the write path reads shares
 * like any other and the settings show the incomes again (docs/decisions.md, 'Splits').
 * Checked like a transaction's split, members aside (the caller checks those).
 */
export function storedDefaultSplit(input: DefaultSplitInput): DefaultSplit {
  let split: DefaultSplit;
  if (input.basis === 'incomes') {
    const incomes = input.parts.map((part) => ({ userId: part.userId, income: part.income ?? 0 }));
    const problem = incomesProblem(incomes);
    if (problem) refuse(problem);
    const shares = sharesFromIncomes(incomes);
    split = {
      method: SplitMethod.Shares,
      basis: 'incomes',
      parts: incomes.map((part, index) => ({
        userId: part.userId,
        value: shares[index]?.value ?? 0,
        income: part.income,
      })),
    };
  } else {
    const parts = input.parts.map((part) => ({ userId: part.userId, value: part.value ?? 0 }));
    split = { method: input.method, parts };
  }
  // Shares and percentages do not depend on the amount: any amount checks them.
  const problem = splitProblem(10_000, split.method, split.parts);
  if (problem) refuse(problem);
  return split;
}
