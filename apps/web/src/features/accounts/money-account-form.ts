import {
  BANK_IDENTIFIER_MAX,
  DEFAULT_CURRENCY,
  MoneyAccountKind,
  currencyField,
  moneyAccountKindSchema,
  moneyAccountNameField,
  signedAmountField,
  type CreateMoneyAccountRequest,
  type MoneyAccount,
} from '@budget/contract';
import { z } from 'zod';
import { dayField } from '@/lib/day-field.ts';
import { amountText } from '@/lib/amount-schema.ts';
import { amountBoxText } from '@/lib/amount-text.ts';

/**
 * Add and Edit account: the contract's rules and messages. The opening balance is text (read as
 * lib/amount-text.ts reads it), signed (a card or loan starts in debt), empty for 0.
 */
export const moneyAccountFormSchema = z.object({
  name: moneyAccountNameField,
  kind: moneyAccountKindSchema,
  currency: currencyField,
  openingBalance: amountText(0).pipe(signedAmountField),
  openingDate: dayField(),
  bankIdentifier: z
    .string()
    .trim()
    .max(BANK_IDENTIFIER_MAX, `Bank identifier must be ${BANK_IDENTIFIER_MAX} characters or less`),
  /** The member whose account it is; null: the household's. */
  ownerUserId: z.string().nullable(),
  /** The household's common money: what is paid from it is nobody's debt. */
  commonMoney: z.boolean(),
});
export type MoneyAccountFormInput = z.input<typeof moneyAccountFormSchema>;
export type MoneyAccountFormOutput = z.output<typeof moneyAccountFormSchema>;

/** The fields a server's 400 may name, shown under them: every field of the form. */
export const MONEY_ACCOUNT_FIELDS = moneyAccountFormSchema.keyof().options;

/** A new account: a current account in PLN, opened today with nothing on it, the household's. */
export function newAccountValues(today: string): MoneyAccountFormInput {
  return {
    name: '',
    kind: MoneyAccountKind.Current,
    currency: DEFAULT_CURRENCY,
    openingBalance: '',
    openingDate: today,
    bankIdentifier: '',
    ownerUserId: null,
    commonMoney: false,
  };
}

export function storedAccountValues(account: MoneyAccount): MoneyAccountFormInput {
  return {
    name: account.name,
    kind: account.kind,
    currency: account.currency,
    openingBalance: account.openingBalance === 0 ? '' : amountBoxText(account.openingBalance),
    openingDate: account.openingDate,
    bankIdentifier: account.bankIdentifier ?? '',
    ownerUserId: account.ownerUserId,
    commonMoney: account.commonMoney,
  };
}

/** The request of both forms; an empty bank identifier is none (on edit: cleared). */
export function toAccountRequest(values: MoneyAccountFormOutput) {
  return {
    name: values.name,
    kind: values.kind,
    currency: values.currency,
    openingBalance: values.openingBalance,
    openingDate: values.openingDate,
    bankIdentifier: values.bankIdentifier === '' ? null : values.bankIdentifier,
    ownerUserId: values.ownerUserId,
    commonMoney: values.commonMoney,
  } satisfies CreateMoneyAccountRequest;
}

/**
 * Whether the edit moves the opening balance or date, which every reconciled balance of the
 * account counts: the server asks for it to be confirmed (docs/decisions.md, 'Money accounts').
 */
export function changesOpening(account: MoneyAccount, values: MoneyAccountFormOutput): boolean {
  return (
    Math.round(values.openingBalance * 100) !== Math.round(account.openingBalance * 100) ||
    values.openingDate !== account.openingDate
  );
}
