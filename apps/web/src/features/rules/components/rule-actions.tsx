import type { Group, Rule } from '@budget/contract';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  PowerIcon,
  PowerOffIcon,
  WandSparklesIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { EditButton } from '@/components/edit-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeleteRuleMutation } from '../api/use-delete-rule-mutation.ts';
import { useSaveRuleMutation } from '../api/use-save-rule-mutation.ts';
import { ApplyRulesDialog } from './apply-rules-dialog.tsx';

/** The whole rule as a request, with `enabled` switched (a PUT replaces the whole rule). */
const switched = ({ name, matchMode, conditions, actions, enabled }: Rule) => ({
  name,
  matchMode,
  conditions,
  actions,
  enabled: !enabled,
});

/**
 * Move up and down (the group's whole new order), enable or disable, edit, apply to existing
 * transactions and delete.
 */
export function RuleActions({
  rule,
  group,
  onMove,
  isFirst,
  isLast,
  onEdit,
}: {
  rule: Rule;
  group: Group;
  onMove: (rule: Rule, by: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('rules');
  const save = useSaveRuleMutation();
  const remove = useDeleteRuleMutation();
  const toggle = async () => {
    await save.mutateAsync({ groupId: rule.groupId, ruleId: rule.id, rule: switched(rule) });
    toast.success(t(rule.enabled ? 'toast.disabled' : 'toast.enabled', { name: rule.name }));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon-sm"
        disabled={isFirst}
        onClick={() => onMove(rule, -1)}
        aria-label={t('actions.moveUp', { name: rule.name })}
      >
        <ArrowUpIcon />
      </Button>
      <Button
        variant="outline"
        size="icon-sm"
        disabled={isLast}
        onClick={() => onMove(rule, 1)}
        aria-label={t('actions.moveDown', { name: rule.name })}
      >
        <ArrowDownIcon />
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={save.isPending}
        onClick={() => void toggle().catch(() => undefined)}
        aria-label={t(rule.enabled ? 'actions.disableName' : 'actions.enableName', {
          name: rule.name,
        })}
      >
        {rule.enabled ? <PowerOffIcon /> : <PowerIcon />}
        {t(rule.enabled ? 'actions.disable' : 'actions.enable')}
      </Button>
      <EditButton
        label={t('actions.edit')}
        name={t('actions.editName', { name: rule.name })}
        onClick={onEdit}
      />
      <ApplyRuleAction rule={rule} group={group} />
      <DeleteAction
        name={t('actions.deleteName', { name: rule.name })}
        title={t('actions.deleteQuestion', { name: rule.name })}
        description={t('actions.deleteDescription')}
        dialogKey={`delete-rule-${rule.id}`}
        run={() => remove.mutateAsync(rule)}
        success={() => t('toast.deleted', { name: rule.name })}
      />
    </div>
  );
}

/** 'Apply to existing transactions' of this rule alone. */
function ApplyRuleAction({ rule, group }: { rule: Rule; group: Group }) {
  const { t } = useTranslation('rules');
  return (
    <ApplyRulesDialog
      scope={{ group, rule }}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('apply.oneName', { name: rule.name })}>
          <WandSparklesIcon />
          {t('apply.one')}
        </Button>
      }
    />
  );
}
