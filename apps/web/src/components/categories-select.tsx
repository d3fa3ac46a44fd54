import { useTranslation } from 'react-i18next';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import type { FieldControlProps } from './field-control.ts';
import { MultiSelect } from './multi-select.tsx';

/**
 * Categories (optional): the chosen group's categories in a multiselect (transaction and budget
 * forms). It waits for a group; the form clears the choice when the group changes, and this
 * loads the new group's list.
 */
export function CategoriesSelect({
  groupId,
  knownLabels,
  value,
  onChange,
  onBlur,
  fieldRef,
  ...inputProps
}: FieldControlProps<string[]> & {
  groupId: string;
  /** Names of categories the edited item already has, shown while the list loads. */
  knownLabels?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('common');
  const query = useCategoriesQuery(groupId ? [groupId] : [], { enabled: Boolean(groupId) });
  const options = (query.data ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  const placeholder = t(
    !groupId
      ? 'categories.groupFirst'
      : query.isPending
        ? 'categories.loading'
        : 'categories.choose',
  );
  return (
    <MultiSelect
      {...inputProps}
      inputRef={fieldRef}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      fallbackLabels={knownLabels}
      placeholder={placeholder}
      chosenLabel={t('categories.chosen')}
      disabled={!groupId}
    />
  );
}
