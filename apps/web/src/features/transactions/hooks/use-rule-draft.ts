import type { RulePreviewRequest } from '@budget/contract';
import { useDeferredValue, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';
import { readAmount } from '@/lib/amount-text.ts';

export type FormControl = Control<TransactionFormInput, unknown, TransactionFormOutput>;

/** The form's values as the rules read them; null until there is a name to read. */
export function useDraft(control: FormControl): RulePreviewRequest | null {
  const [name, description, amount, currency, type, account] = useWatch({
    control,
    name: ['name', 'description', 'amount', 'currency', 'transactionType', 'moneyAccountId'],
  });
  const value = readAmount(String(amount));
  const draft = useMemo(
    () =>
      name.trim() === ''
        ? null
        : {
            name,
            description: description || null,
            amount: Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null,
            currency: Number(currency),
            transactionType: type,
            moneyAccountId: account || null,
          },
    [name, description, value, currency, type, account],
  );
  // Typing stays quick: the question follows the text when React has time for it.
  return useDeferredValue(draft);
}
