import type { Group, RulePreview } from '@budget/contract';
import { FlaskConicalIcon } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { usePreviewRulesMutation } from '../api/use-preview-rules-mutation.ts';
import { useRuleNames } from '../hooks/use-rule-names.ts';
import type { RuleNames } from '../rule-summary.ts';
import { readAmount } from '@/lib/amount-text.ts';

const SAMPLE_BOXES = ['name', 'payee', 'amount'] as const;

/** A typed amount, or none when the box is empty or holds no amount (lib/amount-text.ts). */
const sampleAmount = (text: string) => {
  const amount = readAmount(text);
  return Number.isNaN(amount) ? null : amount;
};

/**
 * 'Try it': a sample name, payee and amount, and what the group's saved rules would set on
 * such a transaction (docs/decisions.md, 'Rules'). Its boxes are not the rule's: Enter tries.
 */
export function RuleTryIt({ group }: { group: Group | undefined }) {
  const { t } = useTranslation('rules');
  const id = useId();
  const [sample, setSample] = useState({ name: '', payee: '', amount: '' });
  const preview = usePreviewRulesMutation();
  const names = useRuleNames(group ? [group] : []);
  const run = () => {
    if (!group) return;
    preview.mutate({
      groupId: group.id,
      name: sample.name,
      payee: sample.payee.trim() || null,
      amount: sampleAmount(sample.amount),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };
  const box = (key: keyof typeof sample) => (
    <div key={key} className="grid gap-2">
      <Label htmlFor={`${id}-${key}`}>{t(`tryIt.${key}`)}</Label>
      <Input
        id={`${id}-${key}`}
        autoComplete="off"
        inputMode={key === 'amount' ? 'decimal' : undefined}
        value={sample[key]}
        onChange={(event) => setSample({ ...sample, [key]: event.target.value })}
        onKeyDown={onKeyDown}
      />
    </div>
  );
  return (
    <section
      className="grid gap-3 rounded-lg border border-dashed p-3"
      aria-label={t('tryIt.title')}
    >
      <div>
        <h3 className="font-medium">{t('tryIt.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('tryIt.hint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
        {SAMPLE_BOXES.map(box)}
        <Button
          type="button"
          variant="outline"
          disabled={!group || preview.isPending}
          onClick={run}
        >
          <FlaskConicalIcon />
          {t('tryIt.run')}
        </Button>
      </div>
      {preview.data ? <PreviewAnswer answer={preview.data} names={names} /> : null}
    </section>
  );
}

/** Which rules match, and each value they would set with the rule that sets it. */
function PreviewAnswer({ answer, names }: { answer: RulePreview; names: RuleNames }) {
  const { t } = useTranslation('rules');
  const name = (map: ReadonlyMap<string, string>, id: string) =>
    map.get(id) ?? t('summary.unknown');
  const rows: [string, string, string][] = [];
  if (answer.name) rows.push([t('tryIt.setName'), answer.name.value, answer.name.rule.name]);
  if (answer.categoryIds) {
    const value = answer.categoryIds.value.map((id) => name(names.categories, id)).join(', ');
    rows.push([t('tryIt.setCategories'), value, answer.categoryIds.rule.name]);
  }
  for (const tag of answer.tagIds)
    rows.push([t('tryIt.setTag'), `#${name(names.tags, tag.tagId)}`, tag.rule.name]);
  if (answer.paidBy)
    rows.push([
      t('tryIt.setPaidBy'),
      name(names.members, answer.paidBy.value),
      answer.paidBy.rule.name,
    ]);
  if (answer.split)
    rows.push([t('tryIt.setSplit'), t('summary.splitEqually'), answer.split.rule.name]);
  if (answer.description)
    rows.push([
      t('tryIt.setDescription'),
      answer.description.value ?? t('summary.clearDescription'),
      answer.description.rule.name,
    ]);
  return (
    <div className="grid gap-2 text-sm" role="status">
      <p>
        {answer.matched.length === 0
          ? t('tryIt.none')
          : t('tryIt.matched', {
              count: answer.matched.length,
              names: answer.matched.map((rule) => rule.name).join(', '),
            })}
      </p>
      {rows.length > 0 ? (
        <ul className="grid gap-1">
          {rows.map(([what, value, rule]) => (
            <li key={`${what}-${value}`} className="wrap-anywhere">
              {t('tryIt.sets', { what, value, rule })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
