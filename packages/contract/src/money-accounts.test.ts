import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  Currency,
  MoneyAccountKind,
  MoneyAccountMessage,
  createMoneyAccountRequestSchema,
  createTransferRequestSchema,
  groupBackupSchema,
  listTransactionsQuerySchema,
  normalizeBankIdentifier,
  updateMoneyAccountRequestSchema,
} from './index.ts';

describe('money accounts', () => {
  it('writes an IBAN without spaces in upper case, and leaves other ids as they are', () => {
    expect(normalizeBankIdentifier(' pl61 1090 1014 0000 0712 1981 2874 ')).toBe(
      'PL61109010140000071219812874',
    );
    expect(normalizeBankIdentifier('acct-77 ab')).toBe('acct-77ab');
  });

  it('opens a current account with no opening balance unless told otherwise', () => {
    const parsed = createMoneyAccountRequestSchema.parse({ name: ' Cash ', currency: 0 });
    expect(parsed).toEqual({
      name: 'Cash',
      kind: MoneyAccountKind.Current,
      currency: Currency.PLN,
      openingBalance: 0,
      bankIdentifier: null,
      ownerUserId: null,
      commonMoney: false,
    });
    expect(
      createMoneyAccountRequestSchema.safeParse({ name: 'x', currency: 0, kind: 5 }).success,
    ).toBe(false);
    expect(
      createMoneyAccountRequestSchema.safeParse({ name: 'a'.repeat(51), currency: 0 }).success,
    ).toBe(false);
    // A debt opens negative, to the cent.
    expect(updateMoneyAccountRequestSchema.parse({ openingBalance: -12.34 })).toEqual({
      openingBalance: -12.34,
    });
    expect(updateMoneyAccountRequestSchema.safeParse({ openingBalance: 0.001 }).success).toBe(
      false,
    );
  });

  it('moves money between two different accounts only', () => {
    const same = createTransferRequestSchema.safeParse({
      fromMoneyAccountId: 'a',
      toMoneyAccountId: 'a',
      amount: 5,
      date: '2024-02-01',
    });
    expect(same.error?.issues.map((issue) => issue.message)).toEqual([
      MoneyAccountMessage.SameAccount,
    ]);
    const parsed = createTransferRequestSchema.parse({
      fromMoneyAccountId: 'a',
      toMoneyAccountId: 'b',
      amount: 5,
      date: '2024-02-01',
    });
    expect(parsed).toMatchObject({ toAmount: null, name: null, description: null });
  });

  it('filters lists by one account or several', () => {
    const one = listTransactionsQuerySchema.parse({ moneyAccountIds: 'a' });
    expect(one.moneyAccountIds).toEqual(['a']);
    expect(listTransactionsQuerySchema.parse({}).moneyAccountIds).toEqual([]);
  });

  it('refuses a backup whose transactions or transfers name an account it does not hold', () => {
    const backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: '2024-02-01T00:00:00.000Z',
      group: { name: 'Home', description: null, timeZone: null },
      categories: [],
      budgets: [],
      transactions: [],
      moneyAccounts: [
        {
          id: 'm1',
          name: 'Main account',
          kind: 0,
          currency: 0,
          openingBalance: 0,
          openingDate: '2024-01-01',
          bankIdentifier: null,
          closed: false,
        },
      ],
      transfers: [
        {
          fromMoneyAccountId: 'm1',
          toMoneyAccountId: 'm2',
          amount: 1,
          toAmount: 1,
          date: '2024-02-01',
          name: 'Transfer',
        },
      ],
    };
    const refused = groupBackupSchema.safeParse(backup);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Names an account the backup does not hold',
    ]);
    expect(groupBackupSchema.safeParse({ ...backup, transfers: [] }).success).toBe(true);
  });
});
