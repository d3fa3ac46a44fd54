import type { CommitImportRequest, ImportCommitResult } from '@budget/contract';
import { useState } from 'react';
import { i18next } from '@/lib/i18n/i18n.ts';
import { randomUuid } from '@/lib/random-uuid.ts';
import { toast } from '@/lib/toast.ts';
import { useImportFileMutation } from '../api/use-import-file-mutation.ts';
import { useImportProgressQuery } from '../api/use-import-progress-query.ts';

/**
 * The last step of an import: the file written, the server's progress followed under a key made
 * up for it, success said; `onImported` runs once it is done, and the answer is returned (null
 * when the import failed).
 */
export function useImportCommit(onImported: () => void) {
  const [progressId, setProgressId] = useState<string | null>(null);
  const importFile = useImportFileMutation();
  const progress = useImportProgressQuery(progressId);

  async function commit(
    request: Omit<CommitImportRequest, 'progressId'>,
  ): Promise<ImportCommitResult | null> {
    const id = randomUuid();
    setProgressId(id);
    try {
      const { data } = await importFile.mutateAsync({ ...request, progressId: id });
      const imported = i18next.t('toast.imported', {
        ns: 'imports',
        count: data.importedCount,
        fileName: data.fileName,
      });
      const cleared =
        data.clearedCount > 0
          ? i18next.t('toast.cleared', { ns: 'imports', count: data.clearedCount })
          : null;
      // A file that only confirmed what was typed says that alone.
      if (cleared && data.importedCount === 0) toast.success(cleared);
      else toast.success(imported, cleared ? { description: cleared } : undefined);
      onImported();
      return data;
    } catch {
      // The query client has shown the failure (src/lib/mutation-errors.ts).
      return null;
    } finally {
      setProgressId(null);
    }
  }

  return {
    commit,
    importing: importFile.isPending,
    progress: progressId === null ? undefined : progress.data,
  };
}
