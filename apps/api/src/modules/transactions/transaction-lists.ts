import type { SortOrder, TransactionTotals, listTransactionsQuerySchema } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { readableAccounts, type StatementAccount } from './account-balances.repository.ts';
import { accountDaySums, statementAccount } from './account-sums.repository.ts';
import { amountBoundsPerCurrency } from './amount-bounds.ts';
import { convertedTotal } from './converted-total.ts';
import { sortsTextMatches } from './text-pages.repository.ts';
import type { KeptChoices } from './page-marks.ts';
import { indexedText, planTextQuery, planTrigrams, type TextQuery } from './text-search.ts';
import {
  daySums,
  perCurrency,
  rolledUpCategory,
  summarize,
} from './transaction-sums.repository.ts';
import * as repository from './transactions.repository.ts';

type ListQuery = z.output<typeof listTransactionsQuerySchema>;

/** A list asked for: its filter, rates, order, offset and name among remembered pages. */
export interface ListAsked {
  query: ListQuery;
  filter: repository.ListFilter;
  book: RateBook | null;
  order: SortOrder;
  offset: number;
  /** The accounts the list is filtered by, as a statement's running balance starts from them. */
  accounts: StatementAccount[];
  /** The list's name for `PageMarks`: filter, sort and the groups' data versions. */
  list: string;
}

/** What reading a list takes: the database, the rates, and SQLite's kept text plans. */
export interface ListDeps {
  db: Kysely<Database>;
  rates: RatesService;
  plans: KeptChoices<TextQuery>;
}

/** Categories to filter by must be ones the caller can read in the groups listed. */
async function requireCategories(db: Kysely<Database>, groupIds: string[], categoryIds: string[]) {
  if (categoryIds.length === 0) return;
  const found = new Set(await repository.readableCategories(db, groupIds, categoryIds));
  const unknown = categoryIds.filter((id) => !found.has(id));
  if (unknown.length === 0) return;
  const message = 'Unknown category';
  throw validationFailed(message, { categoryIds: [message] });
}

/** Tags to filter by must be tags of the groups listed. */
async function requireTags(db: Kysely<Database>, groupIds: string[], tagIds: string[]) {
  if (tagIds.length === 0) return;
  const found = new Set(await repository.readableTags(db, groupIds, tagIds));
  if (tagIds.every((id) => found.has(id))) return;
  const message = 'Unknown tag';
  throw validationFailed(message, { tagIds: [message] });
}

/** Accounts to filter by must be accounts of the groups listed. */
async function requireAccounts(db: Kysely<Database>, groupIds: string[], accountIds: string[]) {
  if (accountIds.length === 0) return [];
  const accounts = await readableAccounts(db, groupIds, accountIds);
  const found = new Set(accounts.map((account) => account.id));
  if (accountIds.every((id) => found.has(id))) return accounts;
  const message = 'Unknown account';
  throw validationFailed(message, { moneyAccountIds: [message] });
}

/** The filter of GET /transactions (and its page and totals) as the repositories take it. */
export async function listAsked(
  { db, rates, plans }: ListDeps,
  access: GroupAccess,
  query: ListQuery,
): Promise<ListAsked> {
  const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
  await requireCategories(db, groupIds, query.categoryIds);
  const accounts = await requireAccounts(db, groupIds, query.moneyAccountIds);
  await requireTags(db, groupIds, query.tagIds);
  const converts = [query.currency, query.minAmount, query.maxAmount].some(
    (value) => value !== undefined,
  );
  // Read only where an amount is converted: the rates may have to be loaded.
  const book = converts ? await rates.bookAt(access.ratesStamp) : null;
  const filter: repository.ListFilter = {
    groupIds,
    transactionType: query.transactionType,
    text: query.filter || undefined,
    from: query.from,
    to: query.to,
    categoryIds: query.categoryIds,
    tagIds: query.tagIds,
    moneyAccountIds: query.moneyAccountIds,
    amounts: await amountBoundsPerCurrency(db, book, groupIds, {
      min: query.minAmount === undefined ? undefined : toMinorUnits(query.minAmount),
      max: query.maxAmount === undefined ? undefined : toMinorUnits(query.maxAmount),
      currency: query.currency,
    }),
  };
  const versions = await access.versionsOf(groupIds);
  const text = filter.text;
  if (text && indexedText(text)) {
    const key = JSON.stringify([versions, text]);
    const plan = isPostgres(db) ? planTrigrams : planTextQuery;
    filter.textQuery = await plans.choose(key, () => plan(db, text));
  }
  const order = query.order ?? (query.sort === 'name' ? 'asc' : 'desc');
  const list = JSON.stringify([versions, filter, query.sort, order]);
  const offset = (query.page - 1) * query.pageSize;
  return { query, filter, book, order, offset, accounts, list };
}

/**
 * The count, per-currency sums and converted total of everything the list holds, exact. Where
 * the matches must be read (free text, amount bounds, several categories) and a total is
 * converted, they are read once, per currency and day, for both.
 */
export async function listTotals(db: Kysely<Database>, asked: ListAsked) {
  const { filter, book } = asked;
  const currency = asked.query.currency;
  const converting = currency !== undefined && book !== null;
  const readOnce = converting && filter.groupIds.length > 0 && rolledUpCategory(filter) === false;
  const account = filter.groupIds.length > 0 ? statementAccount(filter) : null;
  const days =
    account !== null
      ? await accountDaySums(db, filter, account, converting ? currency : null)
      : readOnce
        ? await daySums(db, filter)
        : undefined;
  const summary = days ? perCurrency(days) : await summarize(db, filter);
  const converted = converting ? await convertedTotal(db, book, filter, currency, days) : undefined;
  return {
    totalCount: summary.reduce((total, row) => total + Number(row.count), 0),
    sums: summary
      .filter((row) => Number(row.count) > 0)
      .map((row) => ({
        currency: Number(row.currency),
        amount: fromMinorUnits(Number(row.amount)),
      })),
    ...(converted ? { converted } : {}),
  } satisfies TransactionTotals;
}

/**
 * How many the list holds as far as choosing how to read a page needs to know, without reading
 * every match: 0 for an indexed text whose matches are better sorted (`sortsTextMatches`),
 * else Infinity: read in the sort's order.
 */
export async function pageMatchCount(db: Kysely<Database>, filter: repository.ListFilter) {
  if (!indexedText(filter.text)) return Infinity;
  return (await sortsTextMatches(db, filter)) ? 0 : Infinity;
}
