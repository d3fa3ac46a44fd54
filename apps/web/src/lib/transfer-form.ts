import {
  MoneyAccountMessage,
  TRANSFER_DESCRIPTION_MAX,
  TRANSFER_NAME_MAX,
  amountField,
  typedText,
  type CreateTransferRequest,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { z } from 'zod';
import { dayField } from './day-field.ts';
import { amountText } from './amount-schema.ts';
import { amountBoxText } from './amount-text.ts';

/** A value box's text as a positive amount with at most two decimals ('' reads as 0). */
const valueText = amountText(0).pipe(amountField({ positive: true }));

const accountChoice = z.string().min(1, MoneyAccountMessage.NotOpenAccount);

/**
 * The transfer form (POST and PUT /groups/:groupId/transfers): the contract's rules and messages,
 * with the amount received optional ('' lets the server convert it at the date's rate).
 */
export const transferFormSchema = z
  .object({
    fromMoneyAccountId: accountChoice,
    toMoneyAccountId: accountChoice,
    amount: valueText,
    // Not a union with '': its refusal would be the one said ('Invalid input: expected ""').
    toAmount: amountText(null).pipe(amountField({ positive: true }).nullable()),
    date: dayField(),
    name: typedText().max(TRANSFER_NAME_MAX, 'name is too long'),
    description: typedText().max(
      TRANSFER_DESCRIPTION_MAX,
      `Description must be ${TRANSFER_DESCRIPTION_MAX} characters or less`,
    ),
  })
  .refine((values) => values.fromMoneyAccountId !== values.toMoneyAccountId, {
    message: MoneyAccountMessage.SameAccount,
    path: ['toMoneyAccountId'],
  });
export type TransferFormInput = z.input<typeof transferFormSchema>;
export type TransferFormOutput = z.output<typeof transferFormSchema>;

/** The fields a server's 400 may name, shown under them: every field of the form. */
export const TRANSFER_FIELDS = transferFormSchema.keyof().options;

/** A new transfer: from the first open account to the second, today, named 'Transfer'. */
export function newTransferValues(
  open: readonly MoneyAccount[],
  today: string,
  name: string,
): TransferFormInput {
  return {
    fromMoneyAccountId: open[0]?.id ?? '',
    toMoneyAccountId: open[1]?.id ?? '',
    amount: '',
    toAmount: '',
    date: today,
    name,
    description: '',
  };
}

/** A stored transfer in the form: the amount that left the source shown positive. */
export function storedTransferValues(transfer: Transaction): TransferFormInput {
  const crosses = transfer.toCurrency !== null && transfer.toCurrency !== transfer.currency;
  return {
    fromMoneyAccountId: transfer.moneyAccountId,
    toMoneyAccountId: transfer.toMoneyAccountId ?? '',
    amount: amountBoxText(Math.abs(transfer.amount)),
    toAmount: crosses && transfer.toAmount !== null ? String(transfer.toAmount) : '',
    date: transfer.date,
    name: transfer.name,
    description: transfer.description ?? '',
  };
}

/**
 * The request: the amount received only when the currencies differ (else the server takes the
 * same amount), an empty name or description left out.
 */
export function toTransferRequest(
  values: TransferFormOutput,
  currenciesDiffer: boolean,
): CreateTransferRequest {
  return {
    fromMoneyAccountId: values.fromMoneyAccountId,
    toMoneyAccountId: values.toMoneyAccountId,
    amount: values.amount,
    toAmount: currenciesDiffer ? values.toAmount : null,
    date: values.date,
    name: values.name || null,
    description: values.description || null,
  };
}
