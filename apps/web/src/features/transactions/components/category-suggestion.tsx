import { LightbulbIcon } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { useRulesPreviewQuery } from '../api/use-rules-preview-query.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';
import { useDraft, type FormControl } from '../hooks/use-rule-draft.ts';

/**
 * Under the add form, while no category is chosen: the category the group's transactions of
 * the same name have most (the rules preview's `suggestedCategory`; docs/decisions.md,
 * 'Rules'), with a button that chooses it.
 */
export function CategorySuggestion({
  control,
  groupId,
}: {
  control: FormControl;
  groupId: string;
}) {
  const { t } = useTranslation('transactions');
  const { setValue } = useFormContext<TransactionFormInput, unknown, TransactionFormOutput>();
  const draft = useDraft(control);
  // The same question as the rules' outcome above it: answered once for both.
  const preview = useRulesPreviewQuery(groupId, draft);
  const categoryIds = useWatch({ control, name: 'categoryIds' });
  const categories = useCategoriesQuery([groupId], { enabled: groupId !== '' }).data ?? [];
  const suggested = draft ? preview.data?.suggestedCategory : null;
  const category = suggested && categories.find((item) => item.id === suggested.categoryId);
  if (!category || categoryIds.length > 0) return null;
  return (
    <p
      className="col-span-full flex flex-wrap items-center gap-2 text-sm"
      data-testid="category-suggestion"
    >
      <LightbulbIcon aria-hidden="true" className="text-muted-foreground size-4" />
      <span className="wrap-anywhere">
        {t('suggestion.text', { category: category.name })}{' '}
        <span className="text-muted-foreground">
          {t('suggestion.count', { count: suggested.count })}
        </span>
      </span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() =>
          setValue('categoryIds', [category.id], { shouldDirty: true, shouldValidate: true })
        }
      >
        {t('suggestion.use')}
      </Button>
    </p>
  );
}
