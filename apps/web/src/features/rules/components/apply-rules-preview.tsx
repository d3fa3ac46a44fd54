import type { Group, RuleApplyPreview } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-count.ts';
import { useRuleNames } from '../hooks/use-rule-names.ts';
import { fieldCounts } from '../rule-change-text.ts';
import { RuleChangeList } from './rule-change-list.tsx';

/**
 * What applying would change: how many of the transactions in range, the reconciled ones left
 * alone, how many per field, and the first changes one by one.
 */
export function ApplyRulesPreview({ group, preview }: { group: Group; preview: RuleApplyPreview }) {
  const { t } = useTranslation('rules');
  const names = useRuleNames([group]);
  if (preview.changed === 0) {
    return (
      <div className="grid gap-1 rounded-lg border border-dashed p-4 text-sm" role="status">
        <p className="font-medium">{t('preview.nothing')}</p>
        <p className="text-muted-foreground">
          {t('preview.nothingHint', { count: preview.examined })}
        </p>
        {preview.skippedReconciled > 0 ? (
          <p className="text-muted-foreground">
            {t('preview.skippedReconciled', { count: preview.skippedReconciled })}
          </p>
        ) : null}
      </div>
    );
  }
  const counts = fieldCounts(t, preview);
  return (
    <section className="grid gap-3" aria-label={t('preview.label')}>
      <div className="grid gap-1 text-sm" role="status">
        <p className="font-medium">
          {t('preview.changed', {
            count: preview.changed,
            number: formatCount(preview.changed),
            total: formatCount(preview.examined),
          })}
        </p>
        {preview.skippedReconciled > 0 ? (
          <p className="text-muted-foreground">
            {t('preview.skippedReconciled', { count: preview.skippedReconciled })}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3 gap-y-1 text-sm">
        {counts.map(({ field, label, count }) => (
          <div key={field} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
      <RuleChangeList preview={preview} names={names} />
    </section>
  );
}
