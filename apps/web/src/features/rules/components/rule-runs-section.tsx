import type { Group } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { canWriteInGroup } from '@/lib/group-permissions.ts';
import { useRuleRunsOf } from '../api/use-rule-runs.ts';
import { RuleRunItem } from './rule-run-item.tsx';

/**
 * 'Recent applications': each group's applications of rules to existing transactions, newest
 * first, with 'Undo' where the user may write.
 */
export function RuleRunsSection({ groups }: { groups: readonly Group[] }) {
  const { t } = useTranslation('rules');
  const groupIds = useMemo(() => groups.map((group) => group.id), [groups]);
  const runs = useRuleRunsOf(groupIds);
  const withRuns = groups.filter((group) => (runs.byGroup.get(group.id) ?? []).length > 0);
  let content;
  if (runs.isPending) content = <Skeleton className="h-24 w-full" />;
  else if (withRuns.length === 0)
    content = <p className="text-sm text-muted-foreground">{t('runs.empty')}</p>;
  else
    content = withRuns.map((group) => (
      <section key={group.id} className="grid gap-2">
        {groups.length > 1 ? <h3 className="font-medium wrap-anywhere">{group.name}</h3> : null}
        <ul className="grid gap-2" aria-label={t('runs.label', { group: group.name })}>
          {(runs.byGroup.get(group.id) ?? []).map((run) => (
            <RuleRunItem key={run.id} run={run} canWrite={canWriteInGroup(group.role)} />
          ))}
        </ul>
      </section>
    ));
  return (
    <Card role="region" aria-labelledby="rule-runs-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="rule-runs-title">{t('runs.title')}</CardTitle>
        <CardDescription>{t('runs.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{content}</CardContent>
    </Card>
  );
}
