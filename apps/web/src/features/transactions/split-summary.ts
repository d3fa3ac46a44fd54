import { SplitMethod, TransactionType, type Group, type Transaction } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import { memberLabels } from '@/lib/member-labels.ts';

/** Who the members of the caller's groups are, for naming payers and parts in the lists. */
export interface MemberDirectory {
  /** Each member's name (with the e-mail where two of a group share it), by user id. */
  names: ReadonlyMap<string, string>;
  /** How many current members each group has. */
  sizes: ReadonlyMap<string, number>;
}

export function memberDirectory(groups: readonly Group[]): MemberDirectory {
  const names = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const group of groups) {
    sizes.set(group.id, group.groupMembers.length);
    for (const [userId, label] of memberLabels(group.groupMembers)) names.set(userId, label);
  }
  return { names, sizes };
}

/** At most this many values are listed in the line itself ('60/40 by shares'). */
const LISTED_VALUES = 4;

export interface SplitSummary {
  /** The compact line: 'Paid by ann@x.com · split equally (2)'. */
  text: string;
  /** Each member's part of the amount: 'ann@x.com 60.00 PLN, bob@x.com 40.00 PLN'. */
  parts: string;
}

/** Whole numbers as they are, others with their decimals in the language's way: '60', '33.33', '33,33'. */
const number = (value: number) =>
  new Intl.NumberFormat(i18next.language, { maximumFractionDigits: 2, useGrouping: false }).format(
    Math.round(value * 100) / 100,
  );

/** The texts in the language shown now (the rows are drawn again when it changes). */
const texts = () => i18next.getFixedT(null, 'transactions');

function methodText(split: NonNullable<Transaction['split']>): string {
  const t = texts();
  const n = split.parts.length;
  const values = split.parts.map((part) => number(part.value));
  const listed = n <= LISTED_VALUES;
  switch (split.method) {
    case SplitMethod.Equal:
      return t('split.equal', { n });
    case SplitMethod.Shares:
      return listed
        ? t('split.sharesListed', { values: values.join('/') })
        : t('split.shares', { n });
    case SplitMethod.Percentages:
      return listed
        ? t('split.percentagesListed', { values: values.map((value) => `${value}%`).join('/') })
        : t('split.percentages', { n });
    default:
      return t('split.exact', { n });
  }
}

/**
 * Who paid a shared transaction and how it is split, or null when there is nothing to tell: it
 * is not shared, or it is one member's own in a group of one (the payer's alone, moving no
 * balance), so a household of one sees no clutter.
 */
export function splitSummary(
  transaction: Transaction,
  members: MemberDirectory,
): SplitSummary | null {
  const { split, paidBy } = transaction;
  if (!split || !paidBy || split.parts.length === 0) return null;
  const [only] = split.parts.length === 1 ? split.parts : [];
  const alone = (members.sizes.get(transaction.groupId) ?? 0) < 2;
  if (only?.userId === paidBy && alone) return null;
  const t = texts();
  const received = transaction.transactionType === TransactionType.Income;
  // A member no longer in the group (their history stays) is not in the group list.
  const name = (userId: string) => members.names.get(userId) ?? t('split.formerMember');
  let how = methodText(split);
  if (only) {
    how =
      only.userId === paidBy ? t('split.notSplit') : t('split.allFor', { name: name(only.userId) });
  }
  return {
    text: t(received ? 'split.receivedBy' : 'split.paidBy', { name: name(paidBy), how }),
    parts: split.parts
      .map((part) => `${name(part.userId)} ${formatMoney(part.amount, transaction.currency)}`)
      .join(', '),
  };
}
