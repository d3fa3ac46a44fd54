import type { ImportPreview } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { suggestionFor, type CategoryChoices } from '../category-choices.ts';

type PreviewRow = ImportPreview['rows'][number];

export interface SuggestionChoices {
  preview: ImportPreview;
  choices: CategoryChoices;
  /** The group's category names by id. */
  categoryNames: ReadonlyMap<string, string>;
  /** Lines whose suggested category the user does not want. */
  declined: ReadonlySet<number>;
  onUseSuggestion: (line: number, on: boolean) => void;
}

/**
 * Under a row left without a category: the one the group's transactions of the same name have
 * most, with a box, ticked, to import the row in it (docs/decisions.md, 'Rules').
 */
export function RowSuggestion({ row, ...props }: { row: PreviewRow } & SuggestionChoices) {
  const { t } = useTranslation('imports');
  const categoryId = suggestionFor(row, props.preview, props.choices);
  const name = categoryId === null ? undefined : props.categoryNames.get(categoryId);
  if (name === undefined) return null;
  return (
    <label className="flex items-center gap-2 text-xs text-muted-foreground">
      <Checkbox
        checked={!props.declined.has(row.line)}
        onCheckedChange={(on) => props.onUseSuggestion(row.line, on === true)}
      />
      <span className="wrap-anywhere">{t('preview.useSuggested', { category: name })}</span>
    </label>
  );
}
