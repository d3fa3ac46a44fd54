import { z } from 'zod';
import { MoneyAccountKind } from './enums.ts';
import { NOT_BLANK, typedText } from './fields.ts';
import { userIdField } from './groups.ts';
import { AMOUNT_DECIMALS, currencyField, dateField, MAX_AMOUNT } from './money.ts';
import { balancePointSchema } from './net-worth.ts';

/**
 * Money accounts inside a group (docs/decisions.md, 'Money accounts'): a current account, a
 * savings account, a card, cash or a loan, each holding some of the group's transactions.
 */
export const MONEY_ACCOUNT_NAME_MAX = 50;
export const BANK_IDENTIFIER_MAX = 64;
/** The account every group starts with, and the one migration 0027 put existing money in. */
export const DEFAULT_MONEY_ACCOUNT_NAME = 'Main account';
export const TRANSFER_NAME_MAX = 100;
export const TRANSFER_DESCRIPTION_MAX = 500;

/**
 * The English messages of the errors the money accounts' rules give, for tests and for reading
 * this contract; a client tells them apart by status, `code` and the field `details` names
 * (the server translates `message` into the reader's language).
 */
export const MoneyAccountMessage = {
  /** 400 Validation, details.moneyAccountId (or fromMoneyAccountId / toMoneyAccountId). */
  NotOpenAccount: 'Choose an open account of this group',
  /** 409 AlreadyExists, details.name. */
  NameTaken: 'An account with this name already exists in this group',
  /** 409 AlreadyExists, details.bankIdentifier: an import could not tell the two apart. */
  IdentifierTaken: 'Another account of this group has this bank identifier',
  /** 409 Conflict, details.closed (closing) or none (deleting). */
  LastOpenAccount: 'A group keeps at least one open account',
  /** 409 Conflict. */
  HoldsTransactions: 'An account that holds transactions cannot be deleted: close it instead',
  /** 409 Conflict, details.currency. */
  OtherCurrencyHeld:
    'The account holds transactions in another currency, so its currency cannot change',
  /** 400 Validation, details.ownerUserId. */
  OwnerNotMember: 'The account holder must be a member of the group',
  /** 400 Validation, details.toMoneyAccountId. */
  SameAccount: 'A transfer goes between two different accounts',
  /** 400 Validation, details.toAmount: the currencies differ and no rate converts them. */
  NoRateForTransfer: 'No exchange rate converts this transfer: enter the amount received',
  /** 400 Validation, details.toAmount: converted, the amount received is under half a cent. */
  ConvertedTooSmall: 'Converted, the amount received would be less than 0.01: move more',
  /** 400 Validation, details.toAmount: converted, the amount received is over MAX_AMOUNT. */
  ConvertedTooLarge: 'Converted, the amount received would be over 999,999,999.99: move less',
  /** 400 BadRequest: PUT /transactions on an account transfer. */
  EditTransferHere: 'A transfer between accounts is edited as a transfer',
  /** 400 Validation, details.accounts.N.identifier: POST /imports maps an account the file does not name. */
  IdentifierNotInFile: 'The file names no account with this identifier',
  /** 400 BadRequest: PUT /groups/{groupId}/transfers/{transactionId} on anything else. */
  NotATransfer: 'This transaction is not a transfer between accounts',
  /**
   * 409 Conflict, details.confirmReconciled: PUT .../money-accounts/{id} changes the opening
   * balance or date of a reconciled account without confirming it.
   */
  ReconciledOpening:
    'The account has been reconciled: changing its opening balance or date changes every reconciled balance, so confirm to change it',
} as const;

export const moneyAccountKindSchema = z.enum(MoneyAccountKind, {
  error: 'Kind must be 0 (current), 1 (savings), 2 (credit card), 3 (cash) or 4 (loan)',
});

export const moneyAccountIdField = z
  .string()
  .trim()
  .regex(NOT_BLANK, 'Account ID is required')
  .max(64, 'Account ID is invalid');

export const moneyAccountNameField = typedText()
  .regex(NOT_BLANK, 'Account name is required')
  .max(MONEY_ACCOUNT_NAME_MAX, `Account name must be ${MONEY_ACCOUNT_NAME_MAX} characters or less`);

const IBAN_LIKE = /^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9]+$/;

/**
 * An IBAN or a bank file's account id: spaces removed, and an IBAN in upper case ('pl61 1090
 * ...' and 'PL611090...' are one account).
 */
export function normalizeBankIdentifier(text: string): string {
  const compact = text.replace(/\s+/g, '');
  return IBAN_LIKE.test(compact) ? compact.toUpperCase() : compact;
}

export const bankIdentifierField = z
  .string()
  .max(BANK_IDENTIFIER_MAX, `Bank identifier must be ${BANK_IDENTIFIER_MAX} characters or less`)
  .transform(normalizeBankIdentifier)
  .nullish()
  .transform((value) => value || null);

/** A signed amount (an opening balance may be a debt). */
export const signedAmountField = z
  .number({ error: 'Value must be a number' })
  .min(-MAX_AMOUNT, `Value must be at least -${MAX_AMOUNT.toLocaleString('en-US')}`)
  .max(MAX_AMOUNT, `Value must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`)
  .multipleOf(0.01, AMOUNT_DECIMALS);

export const commonMoneyField = z.boolean({ error: 'commonMoney must be true or false' });

export const moneyAccountSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  kind: moneyAccountKindSchema,
  currency: z.number().int(),
  /** Signed, in the account's currency. */
  openingBalance: z.number(),
  openingDate: z.string(),
  bankIdentifier: z.string().nullable(),
  /** The member whose account it is ('Anna's card'); null: the household's. */
  ownerUserId: z.string().nullable(),
  /**
   * The household's common money (a joint account, the kitchen drawer): its incomes and expenses
   * have no payer and no split, so they move no balance between members.
   */
  commonMoney: z.boolean(),
  closed: z.boolean(),
  closedAt: z.iso.datetime().nullable(),
  /**
   * The opening balance plus every amount the account holds in its currency, incoming transfers
   * included (signed).
   */
  balance: z.number(),
  /**
   * Sums of what the account holds in other currencies than its own (signed; empty in the
   * usual case), which `balance` leaves out.
   */
  otherCurrencies: z.array(z.object({ currency: z.number().int(), amount: z.number() })),
  /** Transactions in the account, both sides of a transfer counted. */
  transactionCount: z.number().int(),
  lastTransactionDate: z.string().nullable(),
  /** The opening balance plus its cleared rows in its currency (docs/decisions.md, 'Money accounts'). */
  clearedBalance: z.number(),
  /** The date of its latest reconciliation, else null. */
  lastReconciledDate: z.string().nullable(),
  /**
   * The latest checkpoint (a bank file's closing balance) that the account's balance at its date
   * does not match, else null: `balance` the bank's, `accountBalance` the app's at the end of
   * `date`, `difference` = accountBalance - balance.
   */
  checkpointMismatch: z
    .object({
      date: z.string(),
      balance: z.number(),
      accountBalance: z.number(),
      difference: z.number(),
    })
    .nullable(),
  /**
   * The balance in the account's currency at the end of each of the last 12 months and of today
   * (the group's), oldest first; dates before the opening date left out.
   */
  balanceHistory: z.array(balancePointSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MoneyAccount = z.infer<typeof moneyAccountSchema>;

/** GET /groups/{groupId}/money-accounts: open ones first, each oldest first. */
export const moneyAccountsSchema = z.array(moneyAccountSchema);

export const moneyAccountParamsSchema = z.object({
  groupId: z.string().trim().regex(NOT_BLANK, 'Group ID is required').max(64),
  moneyAccountId: moneyAccountIdField,
});

/** POST /groups/{groupId}/money-accounts */
export const createMoneyAccountRequestSchema = z.object({
  name: moneyAccountNameField,
  kind: moneyAccountKindSchema.default(MoneyAccountKind.Current),
  currency: currencyField,
  openingBalance: signedAmountField.default(0),
  /** Left out: the group's today. */
  openingDate: dateField().optional(),
  bankIdentifier: bankIdentifierField,
  ownerUserId: userIdField.nullish().transform((value) => value ?? null),
  commonMoney: commonMoneyField.default(false),
});
export type CreateMoneyAccountRequest = z.input<typeof createMoneyAccountRequestSchema>;

/** PUT /groups/{groupId}/money-accounts/{moneyAccountId}: what is left out stays as it is. */
export const updateMoneyAccountRequestSchema = z.object({
  name: moneyAccountNameField.optional(),
  kind: moneyAccountKindSchema.optional(),
  currency: currencyField.optional(),
  openingBalance: signedAmountField.optional(),
  openingDate: dateField().optional(),
  /** null clears it. */
  bankIdentifier: z
    .string()
    .max(BANK_IDENTIFIER_MAX, `Bank identifier must be ${BANK_IDENTIFIER_MAX} characters or less`)
    .transform(normalizeBankIdentifier)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  ownerUserId: userIdField.nullable().optional(),
  /** Made common money, the account's incomes and expenses stop being shared, those in it too. */
  commonMoney: commonMoneyField.optional(),
  closed: z.boolean({ error: 'closed must be true or false' }).optional(),
  /** Needed to change a reconciled account's opening balance or date (409 otherwise). */
  confirmReconciled: z.boolean({ error: 'confirmReconciled must be true or false' }).optional(),
});
export type UpdateMoneyAccountRequest = z.input<typeof updateMoneyAccountRequestSchema>;
