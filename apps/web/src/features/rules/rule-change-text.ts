import {
  SplitMethod,
  type RuleApplyPreview,
  type RuleChange,
  type RuleRun,
  type SplitInput,
} from '@budget/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/money.ts';
import type { RuleNames } from './rule-summary.ts';

type T = TFunction<'rules'>;

/** The fields a change may touch, in the order a change lists them. */
const CHANGE_FIELDS = ['name', 'categoryIds', 'tagIds', 'paidBy', 'split', 'description'] as const;
type ChangeField = (typeof CHANGE_FIELDS)[number];

/** One field of a transaction before and after the rules, in words. */
export interface ChangeText {
  field: ChangeField;
  label: string;
  before: string;
  after: string;
}

const listOr = (t: T, texts: readonly string[]) =>
  texts.length === 0 ? t('change.none') : texts.join(', ');

/** A member by id; one who left the group is still named in old splits. */
const member = (t: T, names: RuleNames, userId: string) =>
  names.members.get(userId) ?? t('change.formerMember');

const number = (value: number) => String(Math.round(value * 100) / 100);

/** 'equally: Ann, Bob', 'by shares: Ann 60, Bob 40', 'by percentages: Ann 60%, Bob 40%'. */
export function splitText(t: T, split: SplitInput | null, names: RuleNames): string {
  if (!split) return t('change.none');
  const parts = split.parts.map((part) => {
    const who = member(t, names, part.userId);
    switch (split.method) {
      case SplitMethod.Equal:
        return who;
      case SplitMethod.Percentages:
        return `${who} ${number(part.value)}%`;
      case SplitMethod.Exact:
        return `${who} ${formatAmount(part.value)}`;
      default:
        return `${who} ${number(part.value)}`;
    }
  });
  return t(`change.split.${split.method}`, { parts: parts.join(', ') });
}

function valueText(t: T, field: ChangeField, value: unknown, names: RuleNames): string {
  switch (field) {
    case 'categoryIds':
      return listOr(
        t,
        (value as string[]).map((id) => names.categories.get(id) ?? t('summary.unknown')),
      );
    case 'tagIds':
      return listOr(
        t,
        (value as string[]).map((id) => `#${names.tags.get(id) ?? t('summary.unknown')}`),
      );
    case 'paidBy':
      return value === null ? t('change.none') : member(t, names, value as string);
    case 'split':
      return splitText(t, value as SplitInput | null, names);
    default:
      return value === null || value === '' ? t('change.none') : String(value);
  }
}

/** Each field the rules would change on one transaction, as before → after. */
export function changeTexts(t: T, change: RuleChange, names: RuleNames): ChangeText[] {
  return CHANGE_FIELDS.flatMap((field) => {
    const pair = change.changes[field];
    if (!pair) return [];
    return [
      {
        field,
        label: t(`change.field.${field}`),
        before: valueText(t, field, pair.before, names),
        after: valueText(t, field, pair.after, names),
      },
    ];
  });
}

/** The fields of a preview's counts, in the order they are listed. */
export const COUNTED_FIELDS = ['categoryIds', 'tagIds', 'sharing', 'name', 'description'] as const;

/** The per-field counts worth saying: those above nothing. */
export function fieldCounts(t: T, preview: RuleApplyPreview) {
  return COUNTED_FIELDS.filter((field) => preview.fields[field] > 0).map((field) => ({
    field,
    label: t(`preview.field.${field}`),
    count: preview.fields[field],
  }));
}

/** 'from 2025-11-29 to 2026-11-29', 'up to ...', 'from ...', or 'all dates'. */
export function rangeText(t: T, { from, to }: Pick<RuleRun, 'from' | 'to'>): string {
  if (from && to) return t('range.between', { from: formatDay(from), to: formatDay(to) });
  if (from) return t('range.from', { from: formatDay(from) });
  if (to) return t('range.to', { to: formatDay(to) });
  return t('range.all');
}
