import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TagsSelect } from '@/components/tags-select.tsx';
import { FormField } from '@/components/ui/form.tsx';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';

/**
 * 'Tags (optional)' of the transaction form: the group's tags, a new one created by typing its
 * name (docs/decisions.md, 'Tags'). The whole list is sent on create and update.
 */
export function TagsField({
  control,
  groupId,
  knownLabels,
  className,
}: {
  control: Control<TransactionFormInput, unknown, TransactionFormOutput>;
  groupId: string;
  /** Names of the edited transaction's tags, shown until the group's list arrives. */
  knownLabels?: Readonly<Record<string, string>>;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <FormField
      control={control}
      name="tagIds"
      label={t('field.tagsOptional')}
      className={className}
      render={(field) => <TagsSelect {...field} groupId={groupId} knownLabels={knownLabels} />}
    />
  );
}

/** The names of a transaction's tags by id, for its edit form. */
export function tagLabels(tags: readonly { id: string; name: string }[]): Record<string, string> {
  return Object.fromEntries(tags.map((tag) => [tag.id, tag.name]));
}
