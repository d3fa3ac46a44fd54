import type { ReportTag } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { ExactFigures, ZERO } from './money-figures.ts';
import { tagExpenseSums, tagsOfGroups } from './reports.repository.ts';

/**
 * Each tag's expenses over the range in the report's currency, converted exactly at each day's
 * rate and rounded once, as a category's are (docs/decisions.md, 'Reports and accounts'), with
 * its share of all expenses (`expenses`, exact); largest first.
 */
export async function tagFigures(
  db: Kysely<Database>,
  book: RateBook,
  groupIds: string[],
  range: { from: string; to: string; currency: number },
  { expenses, groupNames }: { expenses: Rational; groupNames: Map<string, string> },
): Promise<{ rows: ReportTag[]; unconverted: Set<number> }> {
  const tags = await tagsOfGroups(db, groupIds);
  if (tags.length === 0) return { rows: [], unconverted: new Set() };
  const byTag = new ExactFigures();
  const counts = new Map<string, number>();
  for (const sum of await tagExpenseSums(db, groupIds, range.from, range.to)) {
    const currency = Number(sum.currency);
    byTag.add(sum.tag_id, currency, book.rateDay(sum.date), -Number(sum.amount));
    counts.set(sum.tag_id, (counts.get(sum.tag_id) ?? 0) + Number(sum.count));
  }
  const values = byTag.convert(book, range.currency);
  const expensesMinor = Number(roundHalfAwayFromZero(expenses));
  const rows = tags
    .filter((tag) => (counts.get(tag.id) ?? 0) > 0)
    .map((tag): ReportTag => {
      const minor = Number(roundHalfAwayFromZero(values.get(tag.id) ?? ZERO));
      return {
        tagId: tag.id,
        name: tag.name,
        groupId: tag.group_id,
        groupName: groupNames.get(tag.group_id) ?? null,
        amount: fromMinorUnits(minor),
        share: expensesMinor === 0 ? 0 : Math.round((minor / expensesMinor) * 1000) / 10,
        transactionCount: counts.get(tag.id) ?? 0,
      };
    })
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  return { rows, unconverted: byTag.unconverted };
}
