import type { Tag } from '@budget/contract';
import { MergeIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useMergeTagMutation } from '../api/use-merge-tag-mutation.ts';

/**
 * 'Merge': the tag's transactions get another tag of the group (chosen in the dialog, the first by
 * name at first) and the tag goes. The dialog says so before anything is written; it is the
 * shared confirmation, as a deletion's, since the merged tag is gone for good.
 */
export function MergeTagAction({ tag, others }: { tag: Tag; others: readonly Tag[] }) {
  const { t } = useTranslation('tags');
  const merge = useMergeTagMutation();
  const [chosenId, setChosenId] = useState(others[0]?.id ?? '');
  const selectId = useId();
  // A chosen tag deleted meanwhile gives way to the first one left.
  const into = others.find((other) => other.id === chosenId) ?? others[0];
  if (!into) return null;
  return (
    <DeleteAction
      label={t('merge.action')}
      icon={<MergeIcon />}
      tone="plain"
      name={t('merge.actionName', { name: tag.name })}
      title={t('merge.question', { name: tag.name })}
      description={t('merge.description', { name: tag.name, into: into.name })}
      choices={[{ label: t('merge.confirm'), value: undefined, look: 'primary' }]}
      dialogKey={`merge-tag-${tag.id}`}
      run={() => merge.mutateAsync({ tag, into })}
      success={() => t('toast.merged', { name: tag.name, into: into.name })}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>{t('merge.into')}</Label>
        <OptionSelect
          id={selectId}
          className="w-full"
          options={others.map((other) => ({ value: other.id, label: other.name }))}
          value={into.id}
          onChange={setChosenId}
        />
      </div>
    </DeleteAction>
  );
}
