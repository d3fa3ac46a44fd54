import type { RateBook } from '../currencies/rate-book.ts';
import { checkCommonMoney } from './common-money.ts';
import type { Difference } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { checkAccountSums } from './rebuild-accounts.ts';
import { checkBudgets } from './rebuild-budgets.ts';
import { checkCategoryLists } from './rebuild-category-lists.ts';
import { checkCategoryParts } from './rebuild-category-parts.ts';
import { checkMemberSums } from './rebuild-members.ts';
import { checkMoneySums } from './rebuild-money.ts';
import { checkRollups } from './rebuild-rollups.ts';

export type { Difference } from './differences.ts';

/**
 * Recomputes all derived data of a group from its raw rows (transactions, their categories,
 * budgets) and compares it with what is stored; `repair` rewrites what differs. Run under the
 * group's lock, so the raw rows cannot change meanwhile.
 */
export async function checkGroup(
  trx: Trx,
  book: RateBook,
  groupId: string,
  repair: boolean,
): Promise<Difference[]> {
  return [
    // First: a repair of parts changes what the derived rows are checked against.
    ...(await checkCategoryParts(trx, groupId, repair)),
    ...(await checkRollups(trx, groupId, repair)),
    ...(await checkMoneySums(trx, book, groupId, repair)),
    ...(await checkCategoryLists(trx, groupId, repair)),
    ...(await checkBudgets(trx, book, groupId, repair)),
    // Before the members' sums: a repair unshares rows they then count out.
    ...(await checkCommonMoney(trx, groupId, repair)),
    ...(await checkMemberSums(trx, groupId, repair)),
    ...(await checkAccountSums(trx, groupId, repair)),
  ];
}
