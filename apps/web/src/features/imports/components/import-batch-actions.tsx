import type { GroupMember, ImportBatch } from '@budget/contract';
import { Undo2Icon, UsersIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { ImportSharingDialog } from './import-sharing-dialog.tsx';

/**
 * What can be done with one import: 'Payer and split' (in a group of two or more) and 'Undo' for
 * who may write, or when it was undone.
 */
export function ImportBatchActions({
  batch,
  canWrite,
  members,
  defaultPayer,
  undo,
}: {
  batch: ImportBatch;
  canWrite: boolean;
  members: readonly GroupMember[];
  /** The payer 'Payer and split' starts with. */
  defaultPayer: string;
  /** Undoes the import of this id (the mutation's mutateAsync). */
  undo: (importId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('imports');
  const { fileName } = batch;
  if (batch.undoneAt) {
    return (
      <span
        className="text-muted-foreground"
        title={t('batch.undoneAt', { date: formatDateTime(batch.undoneAt) })}
      >
        {t('batch.undone')}
        <span className="sr-only"> {formatDateTime(batch.undoneAt)}</span>
      </span>
    );
  }
  if (!canWrite) return null;
  return (
    <div className="flex justify-end gap-1">
      {members.length > 1 ? (
        <ImportSharingDialog
          batch={batch}
          members={members}
          defaultPayer={defaultPayer}
          trigger={
            // An icon only: the table already holds an e-mail and a date.
            <Button
              variant="ghost"
              size="icon-sm"
              title={t('sharing.title')}
              aria-label={t('sharing.label', { fileName })}
            >
              <UsersIcon />
            </Button>
          }
        />
      ) : null}
      <DeleteAction
        label={t('batch.undo')}
        icon={<Undo2Icon />}
        tone="plain"
        name={t('batch.undoName', { fileName })}
        title={t('batch.undoTitle', { fileName })}
        description={undoText(t, batch)}
        confirmLabel={t('batch.undoConfirm')}
        dialogKey={`undo-import-${batch.id}`}
        run={() => undo(batch.id)}
        success={() => t('batch.undoSuccess', { fileName })}
      />
    </div>
  );
}

/** What an undo does: deletes the import's rows, and unclears what it confirmed (if anything). */
function undoText(t: TFunction<'imports'>, batch: ImportBatch): string {
  const { importedCount: count, clearedCount: cleared } = batch;
  if (cleared === 0) return t('batch.undoDescription', { count });
  if (count === 0) return t('batch.undoOnlyCleared', { count: cleared });
  return t('batch.undoWithCleared', { count, cleared });
}
