import { TransactionType } from '@budget/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notSettlement } from '../write-path/write-path.ts';
import { containing, textMatch, type TextQuery } from './text-search.ts';

// What a list of transactions is filtered by, and the conditions it makes (docs/decisions.md,
// 'Finding transactions').

export interface ListFilter {
  groupIds: string[];
  transactionType?: number;
  /** Free text matched, case-insensitively, within name and description. */
  text?: string;
  /** SQLite: how its FTS5 table is asked for the text (`planTextQuery`). */
  textQuery?: TextQuery;
  /** First and last day, both included. */
  from?: string;
  to?: string;
  /** Linked to any of these. */
  categoryIds?: string[];
  /** Tagged with any of these. */
  tagIds?: string[];
  /** In any of these money accounts, or arriving in one (a transfer). */
  moneyAccountIds?: string[];
  /**
   * Bounds of the magnitude, whatever the sign it is stored with, per currency in its own minor
   * units (one bound converted into each currency the groups hold); a currency left out matches
   * nothing. Undefined: no bounds.
   */
  amounts?: CurrencyBounds[];
}

export interface CurrencyBounds {
  currency: number;
  min?: number;
  max?: number;
}

/** Whether the filter narrows beyond groups and type, so running totals cannot answer it. */
export function narrows(filter: ListFilter): boolean {
  return Boolean(
    filter.text ||
    filter.from ||
    filter.to ||
    filter.categoryIds?.length ||
    filter.tagIds?.length ||
    filter.moneyAccountIds?.length ||
    filter.amounts !== undefined,
  );
}

type Where = ExpressionBuilder<Database, 'transactions'>;

/** Signed bounds: expenses are stored negative, so their magnitude bounds swap and turn. */
function signedBounds(eb: Where, bounds: Omit<CurrencyBounds, 'currency'>, negative: boolean) {
  const { min, max } = bounds;
  const conditions: Expression<SqlBool>[] = [];
  if (min !== undefined) {
    conditions.push(eb('transactions.amount', negative ? '<=' : '>=', negative ? -min : min));
  }
  if (max !== undefined) {
    conditions.push(eb('transactions.amount', negative ? '>=' : '<=', negative ? -max : max));
  }
  return conditions;
}

/**
 * Each currency's own bounds, and around them the widest of them, which the index's amount
 * range can seek (the currency is checked in the same index, migration 0012).
 */
function boundsOfSign(eb: Where, amounts: CurrencyBounds[], negative: boolean) {
  if (amounts.length === 0) return eb.lit(false);
  const mins = amounts.map((bound) => bound.min);
  const maxes = amounts.map((bound) => bound.max);
  const widest = {
    min: mins.includes(undefined) ? undefined : Math.min(...(mins as number[])),
    max: maxes.includes(undefined) ? undefined : Math.max(...(maxes as number[])),
  };
  return eb.and([
    ...signedBounds(eb, widest, negative),
    eb.or(
      amounts.map((bound) =>
        eb.and([
          eb('transactions.currency', '=', bound.currency),
          ...signedBounds(eb, bound, negative),
        ]),
      ),
    ),
  ]);
}

function amountBounds(eb: Where, amounts: CurrencyBounds[], type: number | undefined) {
  // A transfer between accounts is stored as it leaves (negative), a payment between members
  // positive: either sign's magnitude is its amount.
  const transfer = () => eb.or([boundsOfSign(eb, amounts, true), boundsOfSign(eb, amounts, false)]);
  if (type === TransactionType.Transfer) return transfer();
  if (type !== undefined) return boundsOfSign(eb, amounts, type === TransactionType.Expense);
  const { Expense, Transfer } = TransactionType;
  return eb.or([
    eb.and([eb('transactions.transaction_type', '=', Expense), boundsOfSign(eb, amounts, true)]),
    eb.and([
      eb('transactions.transaction_type', 'not in', [Expense, Transfer]),
      boundsOfSign(eb, amounts, false),
    ]),
    eb.and([eb('transactions.transaction_type', '=', Transfer), transfer()]),
  ]);
}

/**
 * Every condition of a filter but the groups (applied by the caller); `type` is the one type an
 * arm reads, when it reads one; `ftsTable`: SQLite's free text is looked up in its FTS5 table.
 */
export function matching(
  filter: ListFilter,
  type = filter.transactionType,
  { datesOffIndex = false, ftsTable = false } = {},
) {
  return (eb: Where) => {
    const conditions: Expression<SqlBool>[] = [];
    if (type !== undefined) {
      conditions.push(eb('transactions.transaction_type', '=', type));
    }
    // SQLite's unary + keeps a term from choosing the index (it is still checked in the index).
    const date = datesOffIndex ? sql<string>`+transactions.date` : sql<string>`transactions.date`;
    if (filter.from) conditions.push(eb(date, '>=', filter.from));
    if (filter.to) conditions.push(eb(date, '<=', filter.to));
    if (filter.amounts !== undefined) conditions.push(amountBounds(eb, filter.amounts, type));
    if (filter.categoryIds?.length) {
      // Each row keeps its category ids, comma-separated, so no join is needed per candidate.
      const list = sql<string>`(',' || transactions.category_ids || ',')`;
      conditions.push(
        eb.or(
          filter.categoryIds.map(
            (id) => sql<SqlBool>`${list} like ${containing(`,${id},`)} escape '\\'`,
          ),
        ),
      );
    }
    if (filter.tagIds?.length) {
      const tagIds = filter.tagIds;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('transaction_tags')
            .select('transaction_tags.tag_id')
            .whereRef('transaction_tags.transaction_id', '=', 'transactions.id')
            .where('transaction_tags.tag_id', 'in', tagIds),
        ),
      );
    }
    if (filter.moneyAccountIds?.length) {
      conditions.push(
        eb.or([
          eb.and([
            eb('transactions.money_account_id', 'in', filter.moneyAccountIds),
            notSettlement(eb),
          ]),
          eb('transactions.to_money_account_id', 'in', filter.moneyAccountIds),
        ]),
      );
    }
    if (filter.text) conditions.push(textMatch(filter.text, ftsTable, filter.textQuery));
    return eb.and(conditions);
  };
}
