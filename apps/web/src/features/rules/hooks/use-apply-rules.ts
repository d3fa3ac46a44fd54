import type { Group, Rule, RuleApplyRequest, RuleRun } from '@budget/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '@/hooks/use-app-form.ts';
import { randomUuid } from '@/lib/random-uuid.ts';
import { toast } from '@/lib/toast.ts';
import {
  useApplyRulesMutation,
  usePreviewRuleApplyMutation,
} from '../api/use-rule-apply-mutations.ts';
import { useRuleApplyProgressQuery } from '../api/use-rule-apply-progress-query.ts';
import type { ApplyRange } from '../apply-range.ts';
import { useUndoRuleRun } from './use-undo-rule-run.ts';

/** How long the toast offering to undo stays: long enough to read it and change one's mind. */
const UNDO_TOAST_MS = 10_000;

/** What is applied: one rule, or (null) every enabled rule of the group. */
export interface ApplyScope {
  group: Group;
  rule: Rule | null;
}

/**
 * 'Apply to existing transactions': the preview of a range, then the apply of exactly what was
 * previewed, its progress followed under a key made up for it, and a toast offering to undo it.
 */
export function useApplyRules({ group, rule }: ApplyScope, onApplied: () => void) {
  const { t } = useTranslation('rules');
  const preview = usePreviewRuleApplyMutation(formErrors<ApplyRange>({ fields: ['from', 'to'] }));
  const apply = useApplyRulesMutation();
  const undo = useUndoRuleRun();
  const [previewed, setPreviewed] = useState<RuleApplyRequest | null>(null);
  const [running, setRunning] = useState<{ groupId: string; progressId: string } | null>(null);
  const progress = useRuleApplyProgressQuery(running);

  async function runPreview(range: ApplyRange) {
    const request = {
      ruleIds: rule ? [rule.id] : null,
      from: range.from || null,
      to: range.to || null,
    };
    setPreviewed(null);
    await preview.mutateAsync({ groupId: group.id, ...request });
    setPreviewed(request);
  }

  const undoFromToast = (run: RuleRun) =>
    void undo
      .run(run)
      .then((answer) => toast.success(undo.undoneText(answer)))
      // The query client has shown the failure (src/lib/mutation-errors.ts).
      .catch(() => undefined);

  async function runApply() {
    if (!previewed) return;
    const progressId = randomUuid();
    setRunning({ groupId: group.id, progressId });
    try {
      const run = await apply.mutateAsync({ groupId: group.id, ...previewed, progressId });
      toast.success(t('apply.done', { count: run.changedCount }), {
        duration: UNDO_TOAST_MS,
        action: { label: t('apply.undo'), onClick: () => undoFromToast(run) },
      });
      onApplied();
    } catch {
      // The query client has shown the failure; the dialog stays for another try.
    } finally {
      setRunning(null);
    }
  }

  function reset() {
    preview.reset();
    setPreviewed(null);
  }

  return {
    /** The preview of the range last asked, while the range is still that. */
    preview: previewed ? preview.data : undefined,
    previewed,
    runPreview,
    runApply,
    reset,
    applying: apply.isPending,
    progress: running ? progress.data : undefined,
  };
}
