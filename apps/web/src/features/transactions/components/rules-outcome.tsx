import type { GroupMember, RulePreview, RuleRef } from '@budget/contract';
import { WandSparklesIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { useTagsQuery } from '@/lib/api/get-tags.ts';
import { memberLabels } from '@/lib/member-labels.ts';
import { useRulesPreviewQuery } from '../api/use-rules-preview-query.ts';
import { CategorySuggestion } from './category-suggestion.tsx';
import { useDraft, type FormControl } from '../hooks/use-rule-draft.ts';

interface Line {
  key: string;
  text: string;
  rule: RuleRef;
}

/** What the rules set that the form leaves to them (the server fills only what is left out). */
function useLines(
  outcome: RulePreview | undefined,
  control: FormControl,
  groupId: string,
  members: readonly GroupMember[] | null,
): Line[] {
  const { t } = useTranslation('transactions');
  const [categoryIds, description] = useWatch({ control, name: ['categoryIds', 'description'] });
  const categories = useCategoriesQuery([groupId], { enabled: groupId !== '' }).data ?? [];
  const tags = useTagsQuery(groupId).data ?? [];
  if (!outcome || outcome.matched.length === 0) return [];
  const named = (ids: readonly string[], list: readonly { id: string; name: string }[]) =>
    ids.map((id) => list.find((item) => item.id === id)?.name ?? '…').join(', ');
  const lines: Line[] = [];
  const add = (key: string, text: string, rule: RuleRef | undefined) => {
    if (rule) lines.push({ key, text, rule });
  };
  if (outcome.name) add('name', t('rules.name', { value: outcome.name.value }), outcome.name.rule);
  const toCategories = outcome.categoryIds;
  if (toCategories && categoryIds.length === 0)
    add(
      'categories',
      t('rules.categories', { value: named(toCategories.value, categories) }),
      toCategories.rule,
    );
  for (const tag of outcome.tagIds)
    add(`tag-${tag.tagId}`, t('rules.tag', { value: named([tag.tagId], tags) }), tag.rule);
  if (outcome.description?.value && !description)
    add(
      'description',
      t('rules.description', { value: outcome.description.value }),
      outcome.description.rule,
    );
  // Common money (members null) has no payer and no split: a rule sets neither there.
  if (members === null) return lines;
  const labels = memberLabels(members);
  if (outcome.paidBy)
    add(
      'paidBy',
      t('rules.paidBy', { value: labels.get(outcome.paidBy.value) ?? '…' }),
      outcome.paidBy.rule,
    );
  if (outcome.split) add('split', t('rules.split'), outcome.split.rule);
  return lines;
}

/**
 * Under the add form: what the group's rules will set when the transaction is saved, each with
 * the rule that sets it, and a way to save it as entered (docs/decisions.md, 'Rules'); before
 * it, the category the group's history suggests.
 */
export function RulesOutcome({
  control,
  groupId,
  members,
  skip,
  onSkipChange,
}: {
  control: FormControl;
  groupId: string;
  /** Who may pay; null in the household's common money, where nobody does. */
  members: readonly GroupMember[] | null;
  skip: boolean;
  onSkipChange: (skip: boolean) => void;
}) {
  const { t } = useTranslation('transactions');
  const draft = useDraft(control);
  const preview = useRulesPreviewQuery(groupId, draft);
  const lines = useLines(draft ? preview.data : undefined, control, groupId, members);
  // What the history suggests shows without any rule matching, above what the rules set.
  const suggestion = <CategorySuggestion control={control} groupId={groupId} />;
  if (lines.length === 0) return suggestion;
  return (
    <>
      {suggestion}
      <section
        aria-label={t('rules.title')}
        className="col-span-full grid gap-2 rounded-md border border-dashed p-3 text-sm"
        data-testid="rules-outcome"
      >
        <p className="flex items-center gap-2 font-medium">
          <WandSparklesIcon aria-hidden="true" className="size-4" />
          {t('rules.title')}
        </p>
        <ul className={skip ? 'text-muted-foreground line-through' : undefined}>
          {lines.map((line) => (
            <li key={line.key} className="wrap-anywhere">
              {line.text}{' '}
              <span className="text-muted-foreground">
                {t('rules.by', { rule: line.rule.name })}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Checkbox
            id="skip-rules"
            checked={skip}
            onCheckedChange={(checked) => onSkipChange(checked === true)}
          />
          <Label htmlFor="skip-rules">{t('rules.skip')}</Label>
        </div>
      </section>
    </>
  );
}
