import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenItemUnavailable } from '@/components/item-unavailable.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { ListCard } from '@/components/list-card.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { writableGroups } from '@/lib/group-permissions.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useRulesOf } from '../api/get-rules.ts';
import { useRuleNames } from '../hooks/use-rule-names.ts';
import { useRulesView } from '../hooks/use-rules-view.ts';
import { RuleForm } from './rule-form.tsx';
import { RuleRunsSection } from './rule-runs-section.tsx';
import { RulesList } from './rules-list.tsx';

/** /rules, 'Rules': every group's rules in order; add, edit, reorder, switch, delete. */
export function RulesPage() {
  const { t } = useTranslation('rules');
  const { groups } = useGroupMembership();
  const { view, go } = useRulesView();
  const groupIds = useMemo(() => groups.map((group) => group.id), [groups]);
  const rules = useRulesOf(groupIds);
  const names = useRuleNames(groups);
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const list = () => go({ mode: 'list' });
  const done = () => go({ mode: 'list' }, { replace: true });

  let content;
  if (view.mode === 'add' && writable.length > 0) {
    content = <RuleForm rule={null} groups={writable} onCancel={list} onDone={done} />;
  } else if (view.mode === 'edit') {
    const rule = rules.rules.find((candidate) => candidate.id === view.ruleId);
    if (rules.isPending) content = <Skeleton className="h-96 w-full max-w-3xl rounded-xl" />;
    else if (!rule || !writable.some((group) => group.id === rule.groupId))
      content = <ScreenItemUnavailable namespace="rules" onBack={list} />;
    else content = <RuleForm rule={rule} groups={writable} onCancel={list} onDone={done} />;
  }
  const runs =
    content === undefined && groups.length > 0 ? <RuleRunsSection groups={groups} /> : null;
  if (content === undefined) {
    content = (
      <ListCard
        heading={
          rules.isPending
            ? t('list.heading')
            : t('list.headingCount', { number: rules.rules.length })
        }
        addLabel={t('list.add')}
        onAdd={() => go({ mode: 'add' })}
        viewerNote={writable.length === 0 ? t('list.viewerEverywhere') : null}
      >
        <RulesList
          rules={rules.rules}
          groups={groups}
          names={names}
          isLoading={rules.isPending}
          onEdit={(rule) => go({ mode: 'edit', ruleId: rule.id })}
        />
      </ListCard>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {rules.isError ? (
        <LoadErrorAlert title={t('page.loadError')} onRetry={rules.refetch} />
      ) : null}
      {content}
      {runs}
    </div>
  );
}
