import type { Group, Rule } from '@budget/contract';
import { ListChecksIcon, WandSparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { canWriteInGroup } from '@/lib/group-permissions.ts';
import { cn } from '@/lib/utils.ts';
import { useReorderRulesMutation } from '../api/use-reorder-rules-mutation.ts';
import { actionsSummary, conditionsSummary, type RuleNames } from '../rule-summary.ts';
import { ApplyRulesDialog } from './apply-rules-dialog.tsx';
import { RuleActions } from './rule-actions.tsx';

interface RulesListProps {
  rules: readonly Rule[];
  groups: readonly Group[];
  names: RuleNames;
  isLoading: boolean;
  onEdit: (rule: Rule) => void;
}

/** The group's rule ids with one moved a place up (-1) or down (1). */
export function movedOrder(rules: readonly Rule[], rule: Rule, by: -1 | 1): string[] {
  const ids = rules.filter((other) => other.groupId === rule.groupId).map((other) => other.id);
  const from = ids.indexOf(rule.id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** Each group's rules in the order they run, a card each; controls where the user may write. */
export function RulesList({ rules, groups, names, isLoading, onEdit }: RulesListProps) {
  const { t } = useTranslation('rules');
  const reorder = useReorderRulesMutation();
  if (isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-label={t('list.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (rules.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
        <ListChecksIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('list.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('list.emptyHint')}</p>
      </div>
    );
  }
  const move = (rule: Rule, by: -1 | 1) =>
    reorder.mutate({ groupId: rule.groupId, ruleIds: movedOrder(rules, rule, by) });
  return (
    <div className="grid gap-6">
      {groups.map((group) => {
        const own = rules.filter((rule) => rule.groupId === group.id);
        if (own.length === 0) return null;
        const canWrite = canWriteInGroup(group.role);
        return (
          <section key={group.id} className="grid gap-3">
            <GroupHeading group={group} rules={own} canWrite={canWrite} />
            {canWrite ? null : (
              <p className="text-sm text-muted-foreground">{t('list.viewerHere')}</p>
            )}
            <ol className="grid gap-3" aria-label={t('list.label', { group: group.name })}>
              {own.map((rule, index) => (
                <RuleCard
                  key={rule.id}
                  rule={rule}
                  position={index + 1}
                  names={names}
                  controls={
                    canWrite ? (
                      <RuleActions
                        rule={rule}
                        group={group}
                        isFirst={index === 0}
                        isLast={index === own.length - 1}
                        onMove={move}
                        onEdit={() => onEdit(rule)}
                      />
                    ) : null
                  }
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

/** A group's name, how many rules it has, and 'Apply rules' (every enabled one) for writers. */
function GroupHeading({
  group,
  rules,
  canWrite,
}: {
  group: Group;
  rules: readonly Rule[];
  canWrite: boolean;
}) {
  const { t } = useTranslation('rules');
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h3 className="font-medium wrap-anywhere">{group.name}</h3>
        <span className="text-sm text-muted-foreground">
          {t('list.count', { count: rules.length })}
        </span>
      </div>
      {canWrite && rules.some((rule) => rule.enabled) ? (
        <ApplyRulesDialog
          scope={{ group, rule: null }}
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={t('apply.allName', { group: group.name })}
            >
              <WandSparklesIcon />
              {t('apply.all')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

function RuleCard({
  rule,
  position,
  names,
  controls,
}: {
  rule: Rule;
  position: number;
  names: RuleNames;
  controls: ReactNode;
}) {
  const { t } = useTranslation('rules');
  return (
    <li
      className={cn('grid gap-2 rounded-lg border bg-card p-4', !rule.enabled && 'bg-muted/40')}
      aria-label={rule.name}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-sm text-muted-foreground tabular-nums" aria-hidden="true">
          {position}.
        </span>
        <h4 className="min-w-32 flex-1 font-medium wrap-anywhere">{rule.name}</h4>
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs',
            rule.enabled ? 'border-primary/40 text-primary' : 'text-muted-foreground',
          )}
        >
          {t(rule.enabled ? 'status.enabled' : 'status.disabled')}
        </span>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-muted-foreground">{t('list.when')}</dt>
        <dd className="wrap-anywhere">{conditionsSummary(t, rule, names)}</dd>
        <dt className="text-muted-foreground">{t('list.then')}</dt>
        <dd className="wrap-anywhere">{actionsSummary(t, rule, names)}</dd>
      </dl>
      {controls}
    </li>
  );
}
