import { MAX_IMPORT_CHARS, type CsvMapping, type ImportPreview } from '@budget/contract';
import { useState } from 'react';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { randomUuid } from '@/lib/random-uuid.ts';
import { showApiError } from '@/lib/show-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useImportFileMutation } from '../api/use-import-file-mutation.ts';
import { useImportProgressQuery } from '../api/use-import-progress-query.ts';
import { usePreviewImportMutation } from '../api/use-preview-import-mutation.ts';
import type { CategoryChoices } from '../components/category-mapping.tsx';
import { readFileAsBase64 } from '../file-base64.ts';

interface Chosen {
  fileName: string;
  contentBase64: string;
  preview: ImportPreview;
  /** The CSV mapping of the preview on screen (the import uses exactly it). */
  csv: CsvMapping | null;
  currency: number;
}

/**
 * The steps of an import: a file chosen and previewed, its CSV mapping or currency changed and
 * previewed again, duplicates ticked and categories chosen, then imported with the server's
 * progress followed. Nothing is written before `commit`.
 */
export function useImportFlow(groupId: string) {
  const { displayCurrency } = usePreferences();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [choices, setChoices] = useState<CategoryChoices>({});
  const [progressId, setProgressId] = useState<string | null>(null);
  const preview = usePreviewImportMutation();
  const importFile = useImportFileMutation();
  const progress = useImportProgressQuery(progressId);

  async function read(
    file: { fileName: string; contentBase64: string },
    csv: CsvMapping | null,
    currency: number,
  ) {
    try {
      const request = { groupId, ...file, csv, currency };
      const { data } = await preview.mutateAsync(request);
      setChosen({ ...file, preview: data, csv: data.csv?.mapping ?? null, currency });
      setTicked(new Set());
    } catch (error) {
      showApiError(error);
    }
  }

  async function choose(file: File | undefined) {
    reset();
    if (!file || !groupId) return;
    if (file.size > MAX_IMPORT_CHARS) {
      toast.error('The file is larger than 50 MB');
      return;
    }
    const contentBase64 = await readFileAsBase64(file);
    await read({ fileName: file.name, contentBase64 }, null, displayCurrency);
  }

  async function commit() {
    if (!chosen) return;
    const id = randomUuid();
    setProgressId(id);
    try {
      const { data } = await importFile.mutateAsync({
        groupId,
        fileName: chosen.fileName,
        contentBase64: chosen.contentBase64,
        csv: chosen.csv,
        currency: chosen.currency,
        includeLines: [...ticked],
        categories: Object.values(choices),
        progressId: id,
      });
      const noun = data.importedCount === 1 ? 'transaction' : 'transactions';
      toast.success(`Imported ${data.importedCount} ${noun} from ${data.fileName}`);
      reset();
    } catch (error) {
      showApiError(error);
    } finally {
      setProgressId(null);
    }
  }

  function reset() {
    setChosen(null);
    setTicked(new Set());
    setChoices({});
  }

  return {
    chosen,
    ticked,
    choices,
    setChoices,
    reading: preview.isPending,
    importing: importFile.isPending,
    progress: progressId === null ? undefined : progress.data,
    choose,
    commit,
    reset,
    tick(line: number, on: boolean) {
      setTicked((current) => {
        const next = new Set(current);
        if (on) next.add(line);
        else next.delete(line);
        return next;
      });
    },
    /** Read the same file again with another CSV mapping or currency. */
    reread(change: { csv?: CsvMapping; currency?: number }) {
      if (!chosen) return Promise.resolve();
      const file = { fileName: chosen.fileName, contentBase64: chosen.contentBase64 };
      return read(file, change.csv ?? chosen.csv, change.currency ?? chosen.currency);
    },
  };
}
