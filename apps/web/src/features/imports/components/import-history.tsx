import type { GroupMember, ImportBatch } from '@budget/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableCellText,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useImportsQuery } from '../api/use-imports-query.ts';
import { useUndoImportMutation } from '../api/use-undo-import-mutation.ts';
import { ImportBatchActions } from './import-batch-actions.tsx';

interface BatchesProps {
  batches: readonly ImportBatch[];
  /** The actions of one import (ImportBatchActions). */
  actionsOf: (batch: ImportBatch) => ReactNode;
}

/** The imports as blocks, one under the other (a phone's layout). */
function ImportBatchList({ batches, actionsOf }: BatchesProps) {
  const { t } = useTranslation('imports');
  return (
    <ul aria-label={t('history.label')} className="divide-y rounded-md border">
      {batches.map((batch) => (
        <li key={batch.id} className="grid gap-1 p-3 text-sm">
          <span className="truncate font-medium" title={batch.fileName}>
            {batch.fileName}
          </span>
          <span className="text-muted-foreground tabular-nums">
            {[
              t('history.imported', { count: batch.importedCount }),
              t('history.duplicates', { count: batch.duplicateCount }),
              t('history.unreadable', { count: batch.errorCount }),
              ...(batch.clearedCount > 0
                ? [t('history.cleared', { count: batch.clearedCount })]
                : []),
            ].join(' · ')}
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {batch.importedBy ?? t('history.formerUser')}, {formatDateTime(batch.createdAt)}
          </span>
          <div className="flex justify-end">{actionsOf(batch)}</div>
        </li>
      ))}
    </ul>
  );
}

/** The imports as a table: file, who and when, the counts and the actions. */
function ImportBatchTable({ batches, actionsOf }: BatchesProps) {
  const { t } = useTranslation('imports');
  return (
    <div className="overflow-x-auto">
      <Table aria-label={t('history.label')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('history.file')}</TableHead>
            <TableHead>{t('history.importedBy')}</TableHead>
            <TableHead className="text-right">{t('history.importedColumn')}</TableHead>
            <TableHead className="text-right">{t('history.duplicatesColumn')}</TableHead>
            <TableHead className="text-right">{t('history.unreadableColumn')}</TableHead>
            <TableHead className="text-right">{t('history.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {batches.map((batch) => (
            <TableRow key={batch.id}>
              <TableCell>
                <TableCellText text={batch.fileName} className="max-w-56" />
              </TableCell>
              <TableCell>
                {/* Who and when share a cell: beside an e-mail, a column of its own for the
                    date pushed the actions out of the card at 1280 px. */}
                <TableCellText
                  text={batch.importedBy ?? t('history.formerUser')}
                  className="max-w-56"
                />
                <span className="block text-xs whitespace-nowrap text-muted-foreground">
                  {formatDateTime(batch.createdAt)}
                </span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {batch.importedCount}
                {batch.clearedCount > 0 ? (
                  <span className="block text-xs whitespace-nowrap text-muted-foreground">
                    {t('history.cleared', { count: batch.clearedCount })}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{batch.duplicateCount}</TableCell>
              <TableCell className="text-right tabular-nums">{batch.errorCount}</TableCell>
              <TableCell className="text-right whitespace-nowrap">{actionsOf(batch)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * 'Import history': each import of the group, who made it and when, 'Undo', and in a group of
 * two or more 'Payer and split' (one payer and split for all its transactions).
 */
export function ImportHistory({
  groupId,
  canWrite,
  members,
  userId,
}: {
  groupId: string;
  canWrite: boolean;
  /** The group's current members. */
  members: readonly GroupMember[];
  /** The signed-in user, the payer offered when who imported is no longer a member. */
  userId: string;
}) {
  const { t } = useTranslation('imports');
  const imports = useImportsQuery(groupId);
  // A phone gets each import as a block: six columns scrolled the Undo out of view.
  const isMobile = useIsMobile();
  const undo = useUndoImportMutation();
  const batches = imports.data ?? [];

  const actionsOf = (batch: ImportBatch) => (
    <ImportBatchActions
      batch={batch}
      canWrite={canWrite}
      members={members}
      defaultPayer={
        members.find((member) => member.userId === batch.importedByUserId)?.userId ?? userId
      }
      undo={undo.mutateAsync}
    />
  );

  return (
    <Card role="region" aria-labelledby="import-history-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="import-history-title">{t('history.title')}</CardTitle>
        <CardDescription>
          {t('history.description')}
          {members.length > 1 ? ` ${t('history.sharedNote')}` : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {imports.isPending && groupId ? (
          <Skeleton className="h-24 w-full" />
        ) : batches.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : isMobile ? (
          <ImportBatchList batches={batches} actionsOf={actionsOf} />
        ) : (
          <ImportBatchTable batches={batches} actionsOf={actionsOf} />
        )}
      </CardContent>
    </Card>
  );
}
