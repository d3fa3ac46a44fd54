import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notSettlement } from '../write-path/write-path.ts';
import { matching, type ListFilter } from './list-filter.ts';

/** What narrows one arm of a page's compound select to the rows it reads. */
export type Seek = <O>(
  query: SelectQueryBuilder<Database, 'transactions', O>,
) => SelectQueryBuilder<Database, 'transactions', O>;

/**
 * The arms of a list filtered by money accounts and read by date (docs/decisions.md, 'Money
 * accounts'): per account, its own rows off its (account, date, id) index and the transfers
 * arriving in it off the arriving side's (migration 0027), so a card's page costs its offset in
 * that index, not a walk of every group's rows looking for the card's (a type the card holds
 * none of, such as incomes, would be read whole). A settlement between members is in none. A transfer between two listed accounts is read
 * once, from its source. The accounts were checked to be the readable groups' (transaction-lists.ts),
 * so no arm checks the group; the filter's other conditions are checked per row.
 */
export function accountSeeks(filter: ListFilter, options: { datesOffIndex: boolean }): Seek[] {
  const ids = filter.moneyAccountIds ?? [];
  const rest = matching({ ...filter, moneyAccountIds: undefined }, filter.transactionType, options);
  return ids.flatMap((id): Seek[] => [
    (query) => query.where('money_account_id', '=', id).where(notSettlement).where(rest),
    (query) => {
      const arriving = query.where('to_money_account_id', '=', id).where(rest);
      return ids.length > 1 ? arriving.where('money_account_id', 'not in', ids) : arriving;
    },
  ]);
}
