import type { Tag } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { EditButton } from '@/components/edit-button.tsx';
import { cn } from '@/lib/utils.ts';
import { useDeleteTagMutation } from '../api/use-delete-tag-mutation.ts';
import { MergeTagAction } from './merge-tag-action.tsx';

/** Rename, Merge (into another tag of the group) and Delete (after a confirmation). */
export function TagActions({
  tag,
  others,
  onRename,
  className,
}: {
  tag: Tag;
  /** The group's other tags, which it may be merged into. */
  others: readonly Tag[];
  onRename: () => void;
  className?: string;
}) {
  const { t } = useTranslation('tags');
  const remove = useDeleteTagMutation();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <EditButton
        label={t('actions.rename')}
        name={t('actions.renameName', { name: tag.name })}
        onClick={onRename}
      />
      <MergeTagAction tag={tag} others={others} />
      <DeleteAction
        name={t('actions.deleteName', { name: tag.name })}
        title={t('actions.deleteQuestion', { name: tag.name })}
        description={t('actions.deleteDescription')}
        dialogKey={`delete-tag-${tag.id}`}
        run={() => remove.mutateAsync(tag)}
        success={() => t('toast.deleted', { name: tag.name })}
      />
    </div>
  );
}
