import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTagMutation } from '@/lib/api/create-tag.ts';
import { useTagsQuery } from '@/lib/api/get-tags.ts';
import type { FieldControlProps } from './field-control.ts';
import { MultiSelect } from './multi-select.tsx';

/**
 * Tags (optional): the chosen group's tags in a multiselect (the transaction form), where a name
 * no tag has can be created and chosen at once, by a user who may write in the group. It waits
 * for a group; the form clears the choice when the group changes (tags are per group).
 */
export function TagsSelect({
  groupId,
  knownLabels,
  value,
  onChange,
  onBlur,
  fieldRef,
  ...inputProps
}: FieldControlProps<string[]> & {
  groupId: string;
  /** Names of tags the edited transaction already has, shown while the list loads. */
  knownLabels?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('common');
  const query = useTagsQuery(groupId);
  const create = useCreateTagMutation();
  // Names of tags created here, shown until the group's list is loaded again with them.
  const [created, setCreated] = useState<Record<string, string>>({});
  // The group and choice when a tag's creation ends: more tags may have been chosen meanwhile.
  const latest = useRef({ groupId, value });
  useEffect(() => {
    latest.current = { groupId, value };
  }, [groupId, value]);
  const options = (query.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
  const placeholder = t(
    !groupId ? 'tags.groupFirst' : query.isPending ? 'tags.loading' : 'tags.choose',
  );
  return (
    <MultiSelect
      {...inputProps}
      inputRef={fieldRef}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      fallbackLabels={{ ...knownLabels, ...created }}
      placeholder={placeholder}
      chosenLabel={t('tags.chosen')}
      disabled={!groupId}
      creating={{
        label: (name) => t('tags.create', { name }),
        onCreate: (name) =>
          create.mutate(
            { groupId, name },
            {
              onSuccess: ({ data: tag }) => {
                // Another group chosen meanwhile: the new tag is not one of its tags.
                if (tag.groupId !== latest.current.groupId) return;
                setCreated((known) => ({ ...known, [tag.id]: tag.name }));
                const chosen = latest.current.value;
                if (!chosen.includes(tag.id)) onChange([...chosen, tag.id]);
              },
            },
          ),
      }}
    />
  );
}
