import { MAX_IMPORT_CHARS, type CsvMapping, type ImportPreview } from '@budget/contract';
import { useRef, useState } from 'react';
import { i18next } from '@/lib/i18n/i18n.ts';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { fieldMessagesOf, type MutationErrorMeta } from '@/lib/mutation-errors.ts';
import { toast } from '@/lib/toast.ts';
import { usePreviewImportMutation } from '../api/use-preview-import-mutation.ts';
import { readFileAsBase64 } from '../file-base64.ts';

/** The chosen file and the server's preview of it. */
export interface ChosenFile {
  fileName: string;
  contentBase64: string;
  preview: ImportPreview;
  /** The CSV mapping of the preview on screen (the import uses exactly it). */
  csv: CsvMapping | null;
  currency: number;
}

type FileContent = Pick<ChosenFile, 'fileName' | 'contentBase64'>;

/**
 * A refusal of a CSV mapping for naming columns the file does not have (with its settings) is
 * not toasted: the flow finds the columns again (`read`). Only a mapping names columns.
 */
const PREVIEW_ERRORS: MutationErrorMeta = { fields: { 'csv.*Column': 'csv' } };

/**
 * The reading step of an import: a file chosen, its bytes read by the browser and previewed by
 * the server, then previewed again with another CSV mapping or currency. `onPreview` hears of
 * each preview shown (the choices made on the previous one may no longer fit).
 */
export function useFilePreview(groupId: string, onPreview: (preview: ImportPreview) => void) {
  const { displayCurrency } = usePreferences();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  /** The name of the file chosen last, from the moment it is chosen (before it is read). */
  const [fileName, setFileName] = useState<string | null>(null);
  /** The browser is reading the chosen file's bytes (before the server is asked). */
  const [loading, setLoading] = useState(false);
  /** Counts mappings refused and found again: the mapping form starts over from each. */
  const [mappingRound, setMappingRound] = useState(0);
  const preview = usePreviewImportMutation(PREVIEW_ERRORS);
  /**
   * Each read's number: only the latest read's answer is shown. A slow preview of an earlier
   * mapping, currency or file (or one made before Cancel) must not replace a later one.
   */
  const latestRead = useRef(0);

  async function read(file: FileContent, csv: CsvMapping | null, currency: number) {
    const stamp = ++latestRead.current;
    try {
      const request = { groupId, ...file, csv, currency };
      const { data } = await preview.mutateAsync(request);
      if (stamp !== latestRead.current) return;
      setChosen({ ...file, preview: data, csv: data.csv?.mapping ?? null, currency });
      onPreview(data);
    } catch (error) {
      if (stamp !== latestRead.current) return;
      if (csv !== null && fieldMessagesOf(error)?.length) {
        // Another separator or header row gives the file fewer columns than the mapping names:
        // the server finds the columns again, and the form starts from those.
        toast.warning(i18next.t('toast.fewerColumns', { ns: 'imports' }));
        setMappingRound((round) => round + 1);
        await read(file, null, currency);
      }
    }
  }

  /** Drops the file on screen and any read under way. */
  function cancel() {
    latestRead.current += 1;
    setLoading(false);
    setChosen(null);
    setFileName(null);
  }

  async function choose(file: File | undefined) {
    cancel();
    if (!file || !groupId) return;
    setFileName(file.name);
    if (file.size > MAX_IMPORT_CHARS) {
      toast.error(i18next.t('toast.tooLarge', { ns: 'imports' }));
      return;
    }
    const stamp = latestRead.current;
    let contentBase64: string;
    setLoading(true);
    try {
      contentBase64 = await readFileAsBase64(file);
    } catch {
      if (stamp === latestRead.current) {
        toast.error(i18next.t('toast.unreadable', { ns: 'imports', fileName: file.name }));
      }
      return;
    } finally {
      // A load overtaken by another choice (or Cancel) leaves the flag to the newer one.
      if (stamp === latestRead.current) setLoading(false);
    }
    // Another file chosen (or Cancel) while this one was loading.
    if (stamp !== latestRead.current) return;
    await read({ fileName: file.name, contentBase64 }, null, displayCurrency);
  }

  return {
    chosen,
    fileName,
    reading: preview.isPending || loading,
    mappingRound,
    choose,
    cancel,
    /** Read the same file again with another CSV mapping or currency. */
    reread(change: { csv?: CsvMapping; currency?: number }) {
      if (!chosen) return Promise.resolve();
      const file = { fileName: chosen.fileName, contentBase64: chosen.contentBase64 };
      return read(file, change.csv ?? chosen.csv, change.currency ?? chosen.currency);
    },
  };
}
