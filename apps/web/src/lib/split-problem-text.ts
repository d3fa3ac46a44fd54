import { SplitMethod, type SplitGap } from '@budget/contract';
import i18next from 'i18next';
import { translateMessage } from './i18n/i18n.ts';
import { formatAmount } from './money.ts';
import { currentLocale } from './preferences/preferences-store.ts';
import type { SplitMode } from './split-rows.ts';

/** '99.5%' or '99,5 %', as the chosen locale writes a percentage with up to two decimals. */
function percentText(hundredths: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 2,
  }).format(hundredths / 100);
}

/**
 * Why a split cannot be sent, in the user's language. Parts that do not add up say, in the
 * locale's digits (and the amount's currency when `money` writes it), how much is left to share
 * or is too much: 'The parts add up to 80.00 PLN: 20.00 PLN short of 100.00 PLN'.
 */
export function splitProblemText(
  check: { problem: string | null; gap?: SplitGap | null },
  mode: SplitMode | null,
  money?: (minor: number) => string,
): string | null {
  const { problem, gap } = check;
  if (problem === null) return null;
  if (!gap) return translateMessage(problem);
  const percentages = mode === SplitMethod.Percentages;
  const show = percentages
    ? percentText
    : (money ?? ((minor: number) => formatAmount(minor / 100)));
  const values = {
    total: show(gap.total),
    whole: show(gap.whole),
    difference: show(Math.abs(gap.whole - gap.total)),
  };
  const short = gap.total < gap.whole;
  const key = percentages
    ? short
      ? 'split.gap.percentShort'
      : 'split.gap.percentOver'
    : short
      ? 'split.gap.short'
      : 'split.gap.over';
  return i18next.t(key, { ns: 'common', ...values });
}
