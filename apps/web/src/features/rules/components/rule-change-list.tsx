import type { RuleApplyPreview, RuleChange } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { changeTexts } from '../rule-change-text.ts';
import type { RuleNames } from '../rule-summary.ts';

/** The preview's first changes, newest first: each transaction and its fields before → after. */
export function RuleChangeList({
  preview,
  names,
}: {
  preview: RuleApplyPreview;
  names: RuleNames;
}) {
  const { t } = useTranslation('rules');
  const { sample, changed } = preview;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">
        {sample.length < changed
          ? t('preview.sampleSome', { count: sample.length, total: changed })
          : t('preview.sampleAll')}
      </h3>
      <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label={t('preview.sampleLabel')}>
        {sample.map((change) => (
          <ChangeItem key={change.transactionId} change={change} names={names} />
        ))}
      </ul>
    </div>
  );
}

function ChangeItem({ change, names }: { change: RuleChange; names: RuleNames }) {
  const { t } = useTranslation('rules');
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm" aria-label={change.name}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <time dateTime={change.date} className="text-muted-foreground tabular-nums">
          {formatDay(change.date)}
        </time>
        <span className="min-w-24 flex-1 font-medium wrap-anywhere">{change.name}</span>
        <span className="tabular-nums">{formatMoney(change.amount, change.currency)}</span>
      </div>
      <ul className="grid gap-0.5">
        {changeTexts(t, change, names).map(({ field, label, before, after }) => (
          <li key={field} className="wrap-anywhere">
            {t('change.line', { label, before, after })}
          </li>
        ))}
      </ul>
      {change.rules.length > 0 ? (
        <p className="text-xs text-muted-foreground wrap-anywhere">
          {t('change.byRules', {
            count: change.rules.length,
            names: change.rules.map((rule) => rule.name).join(', '),
          })}
        </p>
      ) : null}
    </li>
  );
}
