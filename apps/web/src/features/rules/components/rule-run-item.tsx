import type { RuleRun, RuleRunUndo } from '@budget/contract';
import { Undo2Icon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useUndoRuleRun } from '../hooks/use-undo-rule-run.ts';
import { rangeText } from '../rule-change-text.ts';

/** One application of rules: which, over which days, how many changed, who and when; its undo. */
export function RuleRunItem({ run, canWrite }: { run: RuleRun; canWrite: boolean }) {
  const { t } = useTranslation('rules');
  const names = run.rules.map((rule) => rule.name).join(', ');
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm"
      aria-label={names}
    >
      <div className="grid min-w-0 gap-1">
        <span className="font-medium wrap-anywhere">{names}</span>
        <span className="text-muted-foreground">
          {[rangeText(t, run), t('runs.changed', { count: run.changedCount })].join(' · ')}
        </span>
        <span className="text-xs text-muted-foreground wrap-anywhere">
          {t('runs.by', {
            name: run.appliedBy ?? t('runs.formerMember'),
            when: formatDateTime(run.createdAt),
          })}
        </span>
      </div>
      {run.undoneAt ? (
        <span className="text-muted-foreground">
          {t('runs.undoneOn', { when: formatDateTime(run.undoneAt) })}
        </span>
      ) : canWrite ? (
        <RuleRunUndoAction run={run} names={names} />
      ) : null}
    </li>
  );
}

/** 'Undo', asked first; the toast says how many came back and how many were edited since. */
function RuleRunUndoAction({ run, names }: { run: RuleRun; names: string }) {
  const { t } = useTranslation('rules');
  const undo = useUndoRuleRun();
  // What the server answered, for the toast DeleteAction shows once the undo succeeds.
  const answer = useRef<RuleRunUndo>({ restored: 0, skippedEdited: 0 });
  return (
    <DeleteAction
      label={t('runs.undo')}
      icon={<Undo2Icon />}
      tone="plain"
      name={t('runs.undoName', { names })}
      title={t('runs.undoTitle')}
      description={t('runs.undoDescription', { count: run.changedCount })}
      confirmLabel={t('runs.undoConfirm')}
      dialogKey={`undo-rule-run-${run.id}`}
      run={async () => {
        answer.current = await undo.run(run);
      }}
      success={() => undo.undoneText(answer.current)}
    />
  );
}
