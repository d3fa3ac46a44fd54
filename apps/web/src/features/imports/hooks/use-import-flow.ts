import { useState } from 'react';
import { keepChoicesOf, keptSuggestions, type CategoryChoices } from '../category-choices.ts';
import { useFilePreview } from './use-file-preview.ts';
import { useImportAccounts } from './use-import-accounts.ts';
import { useImportCommit } from './use-import-commit.ts';
import { useImportPeople } from './use-import-people.ts';

/** `lines` with `line` ticked or not. */
function withTick(lines: ReadonlySet<number>, line: number, on: boolean): ReadonlySet<number> {
  const next = new Set(lines);
  if (on) next.add(line);
  else next.delete(line);
  return next;
}

/**
 * The steps of an import: a file chosen and previewed, its CSV mapping or currency changed and
 * previewed again, duplicates ticked, categories and money accounts chosen, then imported with
 * the server's progress followed, and its closing balances compared. Nothing is written before
 * `commit`.
 */
export function useImportFlow(groupId: string) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  // Rows the user keeps as the file has them, whatever the group's rules set.
  const [unruled, setUnruled] = useState<ReadonlySet<number>>(new Set());
  // Rows whose suggested category the user does not want.
  const [declined, setDeclined] = useState<ReadonlySet<number>>(new Set());
  const [choices, setChoices] = useState<CategoryChoices>({});
  // Another preview: its rows are new, and only the choices of keys it still has fit it.
  const file = useFilePreview(groupId, (preview) => {
    setTicked(new Set());
    setUnruled(new Set());
    setDeclined(new Set());
    setChoices((current) => keepChoicesOf(current, preview));
  });
  const importer = useImportCommit(reset);
  const { chosen } = file;
  const people = useImportPeople(chosen?.preview);
  const accounts = useImportAccounts(groupId, chosen?.preview ?? null);

  function clearChoices() {
    setTicked(new Set());
    setUnruled(new Set());
    setDeclined(new Set());
    setChoices({});
    accounts.clear();
  }

  function reset() {
    file.cancel();
    clearChoices();
  }

  return {
    chosen,
    /** The chosen file's name, for the file box (the browser's own box is emptied each time). */
    fileName: file.fileName,
    ticked,
    unruled,
    declined,
    choices,
    setChoices,
    plan: accounts.plan,
    openAccounts: accounts.openAccounts,
    showMissing: accounts.showMissing,
    pickAccount: accounts.pickAccount,
    /** The last import's closing balances, until another file, group or Cancel. */
    result: accounts.result,
    dismissResult: accounts.dismissResult,
    reading: file.reading,
    ...people.ofFlow(),
    mappingRound: file.mappingRound,
    importing: importer.importing,
    progress: importer.progress,
    choose(picked: File | undefined) {
      clearChoices();
      return file.choose(picked);
    },
    async commit() {
      if (!chosen || !accounts.plan || !accounts.ready()) return;
      const answer = await importer.commit({
        groupId,
        fileName: chosen.fileName,
        contentBase64: chosen.contentBase64,
        csv: chosen.csv,
        currency: chosen.currency,
        includeLines: [...ticked],
        withoutRulesLines: [...unruled],
        lineCategories: keptSuggestions(chosen.preview, choices, declined),
        categories: Object.values(choices),
        people: people.answers,
        ...accounts.plan.request,
      });
      if (answer) accounts.imported(answer);
    },
    reset,
    tick(line: number, on: boolean) {
      setTicked((current) => withTick(current, line, on));
    },
    /** Whether the rules apply to the row (on by default). */
    applyRules(line: number, on: boolean) {
      setUnruled((current) => withTick(current, line, !on));
    },
    /** Whether the row takes the category its name suggests (on by default). */
    keepSuggestion(line: number, on: boolean) {
      setDeclined((current) => withTick(current, line, !on));
    },
    reread: file.reread,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
