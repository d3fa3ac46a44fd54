import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { KeptByVersion } from './kept-by-version.ts';
import { holdingsOf, NetWorthFigures, type Holding } from './net-worth.ts';
import { accountSumsOfGroups, accountsOfGroups } from './net-worth.repository.ts';

/**
 * Each group's net worth now (docs/decisions.md, 'Money accounts'): every account's balance
 * and other currencies, converted at the rates of the group's today. What the accounts hold is
 * read once per group and data version (its sums span the group's whole history); converting is
 * done per request, as rates and the day change.
 */
export function createNetWorthReader(db: Kysely<Database>) {
  const kept = new KeptByVersion<Holding[]>();

  async function holdingsOfGroup(groupId: string): Promise<Holding[]> {
    const accounts = await accountsOfGroups(db, [groupId]);
    const sums = Map.groupBy(await accountSumsOfGroups(db, [groupId]), (s) => s.money_account_id);
    return accounts.flatMap((account) => holdingsOf(account, sums.get(account.id) ?? []));
  }

  return async function netWorthsNow(
    access: GroupAccess,
    book: RateBook,
    groups: readonly { id: string; today: string }[],
    currency: number,
  ): Promise<Map<string, NetWorthFigures>> {
    const figures = new Map<string, NetWorthFigures>();
    for (const group of groups) {
      const key = await access.versionsOf([group.id]);
      const holdings = await kept.get(key, () => holdingsOfGroup(group.id));
      const netWorth = new NetWorthFigures(book, currency);
      for (const holding of holdings) netWorth.add(holding, group.today);
      figures.set(group.id, netWorth);
    }
    return figures;
  };
}
