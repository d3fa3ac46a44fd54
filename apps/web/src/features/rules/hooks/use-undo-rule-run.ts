import type { RuleRun, RuleRunUndo } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { useUndoRuleRunMutation } from '../api/use-rule-runs.ts';

/** 'Restored 3 transactions; 1 left as it was because it was edited since'. */
export function useUndoneText() {
  const { t } = useTranslation('rules');
  return ({ restored, skippedEdited }: RuleRunUndo) =>
    skippedEdited === 0
      ? t('undo.restored', { count: restored })
      : t('undo.restoredKept', {
          restored: t('undo.transactions', { count: restored }),
          count: skippedEdited,
        });
}

/**
 * Undoes a run and answers what the server restored, with the words to say it; a refusal is
 * shown by the query client (src/lib/mutation-errors.ts) and rejects.
 */
export function useUndoRuleRun() {
  const undo = useUndoRuleRunMutation();
  const undoneText = useUndoneText();
  const run = async (ruleRun: Pick<RuleRun, 'groupId' | 'id'>) =>
    (await undo.mutateAsync(ruleRun)) satisfies RuleRunUndo;
  return { run, undoneText, isPending: undo.isPending };
}
