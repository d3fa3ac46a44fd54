import { Currency, MoneyAccountKind, SplitMethod, TransactionType } from '@budget/contract';
import type { GroupAccess } from '../src/modules/access/group-access.ts';
import type { BulkInput, WritePath } from '../src/modules/write-path/write-path.ts';
import { dayBefore, makeTransaction, type random } from './seed-data.ts';

const YEARS_OF_HISTORY = 10;
const today = new Date();
/** Transactions per batch of the bulk write: bounds its memory, not its atomicity. */
const BATCH = 20_000;
/** One row in this many is a transfer out of the joint account (docs/performance.md). */
const TRANSFER_EVERY = 100;

/** The household's money accounts: the joint current account its history mostly sits in. */
export interface SeedAccounts {
  joint: string;
  card: string;
  savings: string;
  cash: string;
}

/**
 * Four accounts, as a household moving in has them (docs/decisions.md, 'Money accounts'): the
 * group's first account renamed the joint current account, the partner's credit card, savings
 * and the cash in the kitchen drawer, all in PLN.
 */
export async function seedAccounts(
  writes: WritePath,
  owner: GroupAccess,
  groupId: string,
  jointId: string,
  cardHolder: string,
): Promise<SeedAccounts> {
  const openingDate = dayBefore(today, YEARS_OF_HISTORY * 365 + 1);
  await writes.updateAccount(owner, groupId, jointId, { name: 'Joint account', openingDate });
  const create = (name: string, kind: MoneyAccountKind, ownerUserId: string | null) =>
    writes.createAccount(owner, groupId, {
      name,
      kind,
      currency: Currency.PLN,
      openingBalance: 0,
      openingDate,
      bankIdentifier: null,
      ownerUserId,
      commonMoney: false,
    });
  return {
    joint: jointId,
    card: await create('Card', MoneyAccountKind.CreditCard, cardHolder),
    savings: await create('Savings', MoneyAccountKind.Savings, null),
    cash: await create('Cash', MoneyAccountKind.Cash, null),
  };
}

/**
 * Which account a seeded row goes to: incomes to the joint account; of the expenses, six in
 * ten there, three on the card (its travel currencies with them) and one in cash. By position,
 * not by the random numbers, so the history's names and amounts are the ones it always had.
 */
function accountOf(accounts: SeedAccounts, i: number, income: boolean, currency: number) {
  if (income) return accounts.joint;
  if (currency !== Currency.PLN) return accounts.card;
  const slot = i % 10;
  return slot < 6 ? accounts.joint : slot < 9 ? accounts.card : accounts.cash;
}

/**
 * A transfer out of the joint account: savings, the card's repayment, cash taken out, in turn;
 * sized to what the card and the cash spend between two of their transfers, so their balances
 * stay near zero as a household's do.
 */
function transferRow(accounts: SeedAccounts, groupId: string, date: string, i: number): BulkInput {
  const targets = [
    ['To savings', accounts.savings, 20_000],
    ['Card repayment', accounts.card, 16_000],
    ['Cash withdrawal', accounts.cash, 5_400],
  ] as const;
  const [name, toMoneyAccountId, amount] = targets[((i / TRANSFER_EVERY) % 3) | 0] ?? targets[0];
  return {
    transactionType: TransactionType.Income,
    name,
    description: null,
    groupId,
    categoryIds: [],
    date,
    amount,
    currency: Currency.PLN,
    recurring: false,
    recurringPeriod: null,
    endDate: null,
    moneyAccountId: accounts.joint,
    transfer: { toMoneyAccountId, toAmount: amount },
  };
}

export interface HistoryOptions {
  rng: ReturnType<typeof random>;
  groupId: string;
  categoryIds: string[];
  createdBy: string;
  count: number;
  sharers: string[];
  /** Left out: every row in the group's first account, and no transfers. */
  accounts?: SeedAccounts;
}

/** `count` transactions spread evenly over ten years, newest last, in one bulk write. */
export async function history(writes: WritePath, options: HistoryOptions) {
  const { rng, groupId, categoryIds, count, sharers, accounts } = options;
  const days = YEARS_OF_HISTORY * 365;
  // Who paid takes turns; two people share 60/40, more share equally (docs/decisions.md, 'Splits').
  const method = sharers.length === 2 ? SplitMethod.Shares : SplitMethod.Equal;
  const parts = sharers.map((userId, i) => ({
    userId,
    value: sharers.length === 2 ? ([60, 40][i] ?? 1) : 1,
  }));
  function* batches(): Generator<BulkInput[]> {
    for (let start = 0; start < count; start += BATCH) {
      const batch: BulkInput[] = [];
      for (let i = start; i < Math.min(start + BATCH, count); i++) {
        const daysAgo = days - Math.floor((i * days) / count);
        const date = dayBefore(today, daysAgo);
        const t = makeTransaction(rng, date, categoryIds.length);
        if (accounts && i % TRANSFER_EVERY === TRANSFER_EVERY - 1) {
          batch.push(transferRow(accounts, groupId, date, i));
          continue;
        }
        const income = t.transaction_type === TransactionType.Income;
        batch.push({
          transactionType: t.transaction_type as BulkInput['transactionType'],
          name: t.name,
          description: t.description,
          groupId,
          categoryIds: [...new Set(t.categories.map((index) => categoryIds[index] as string))],
          date: t.date,
          amount: Math.abs(t.amount) / 100,
          currency: t.currency,
          recurring: false,
          recurringPeriod: null,
          endDate: null,
          paidBy: sharers[i % sharers.length] ?? null,
          split: { method, parts },
          moneyAccountId: accounts ? accountOf(accounts, i, income, t.currency) : null,
        });
      }
      yield batch;
    }
  }
  const progress = (written: number) =>
    process.stdout.write(
      `\r  ${written.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} transactions`,
    );
  await writes.importTransactions(null, groupId, batches(), {
    createdBy: options.createdBy,
    onProgress: progress,
  });
  process.stdout.write('\n');
}
