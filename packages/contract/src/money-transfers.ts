import { z } from 'zod';
import { NOT_BLANK, typedText } from './fields.ts';
import { amountField, currencyField, dateField } from './money.ts';
import {
  bankIdentifierField,
  commonMoneyField,
  moneyAccountIdField,
  MoneyAccountMessage,
  moneyAccountKindSchema,
  moneyAccountNameField,
  signedAmountField,
  TRANSFER_DESCRIPTION_MAX,
  TRANSFER_NAME_MAX,
} from './money-accounts.ts';

// Transfers between a group's money accounts, and accounts and transfers as a backup carries
// them (docs/decisions.md, 'Money accounts').

/**
 * POST /groups/{groupId}/transfers: money moved from one account of the group to another, one
 * transaction of type Transfer. `amount` leaves the source in its currency; `toAmount` arrives
 * in the destination's (left out: the same amount, or converted at the date's rate when the
 * currencies differ).
 */
const transferFields = {
  fromMoneyAccountId: moneyAccountIdField,
  toMoneyAccountId: moneyAccountIdField,
  amount: amountField({ positive: true }),
  toAmount: amountField({ positive: true })
    .nullish()
    .transform((value) => value ?? null),
  date: dateField(),
  /** Left out: 'Transfer' in the reader's language (ENTRY_NAMES: 'Przelew' in Polish). */
  name: typedText()
    .max(TRANSFER_NAME_MAX, 'name is too long')
    .nullish()
    .transform((value) => value || null),
  description: typedText()
    .max(
      TRANSFER_DESCRIPTION_MAX,
      `Description must be ${TRANSFER_DESCRIPTION_MAX} characters or less`,
    )
    .nullish()
    .transform((value) => value || null),
};

const distinctAccounts: [
  (value: { fromMoneyAccountId: string; toMoneyAccountId: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.fromMoneyAccountId !== value.toMoneyAccountId,
  { message: MoneyAccountMessage.SameAccount, path: ['toMoneyAccountId'] },
];

export const createTransferRequestSchema = z.object(transferFields).refine(...distinctAccounts);
export type CreateTransferRequest = z.input<typeof createTransferRequestSchema>;

/**
 * PUT /groups/{groupId}/transfers/{transactionId}: the whole transfer again; a reconciled one
 * only with `confirmReconciled` (409 otherwise).
 */
export const updateTransferRequestSchema = z
  .object({ ...transferFields, confirmReconciled: z.boolean().optional() })
  .refine(...distinctAccounts);
export type UpdateTransferRequest = z.input<typeof updateTransferRequestSchema>;

export const transferParamsSchema = z.object({
  groupId: z.string().trim().regex(NOT_BLANK, 'Group ID is required').max(64),
  transactionId: z.string().trim().regex(NOT_BLANK, 'Transaction ID is required').max(64),
});

const reference = z.string().trim().min(1).max(64);

/** A money account in a backup (its holder is not carried: a backup holds no users). */
export const backupMoneyAccountSchema = z.object({
  id: reference,
  name: moneyAccountNameField,
  kind: moneyAccountKindSchema,
  currency: currencyField,
  openingBalance: signedAmountField,
  openingDate: dateField(),
  bankIdentifier: bankIdentifierField,
  /** Left out by backups made before accounts could be common money. */
  commonMoney: commonMoneyField.default(false),
  closed: z.boolean(),
});
export type BackupMoneyAccount = z.output<typeof backupMoneyAccountSchema>;

/** A transfer between accounts in a backup; amounts positive, as entered. */
export const backupTransferSchema = z
  .object({
    fromMoneyAccountId: reference,
    toMoneyAccountId: reference,
    amount: amountField({ positive: true }),
    toAmount: amountField({ positive: true }),
    date: dateField(),
    name: typedText().regex(NOT_BLANK).max(TRANSFER_NAME_MAX),
    description: typedText()
      .max(TRANSFER_DESCRIPTION_MAX)
      .nullish()
      .transform((value) => value || null),
    /** Each side's state at its bank, written when true (older backups: not cleared). */
    cleared: z.boolean().optional(),
    reconciled: z.boolean().optional(),
    toCleared: z.boolean().optional(),
    toReconciled: z.boolean().optional(),
  })
  .refine((transfer) => transfer.fromMoneyAccountId !== transfer.toMoneyAccountId, {
    message: MoneyAccountMessage.SameAccount,
    path: ['toMoneyAccountId'],
  });
export type BackupTransfer = z.output<typeof backupTransferSchema>;
