import type { Tag } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenItemUnavailable } from '@/components/item-unavailable.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { ListCard } from '@/components/list-card.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTagsOf } from '@/lib/api/get-tags.ts';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useTagsView } from '../hooks/use-tags-view.ts';
import { AddTagForm } from './add-tag-form.tsx';
import { RenameTagForm } from './rename-tag-form.tsx';
import { TagsList } from './tags-list.tsx';

/** /tags, 'Tags': every group's tags; add, rename, merge and delete (docs/decisions.md, 'Tags'). */
export function TagsPage() {
  const { t } = useTranslation('tags');
  const { groups } = useGroupMembership();
  const { view, go } = useTagsView();
  const groupIds = useMemo(() => groups.map((group) => group.id), [groups]);
  const tags = useTagsOf(groupIds);
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const roles = new Map(groups.map((group) => [group.id, group.role]));
  const canWrite = (groupId: string) => canWriteInGroup(roles.get(groupId));
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const list = () => go({ mode: 'list' });
  const done = () => go({ mode: 'list' }, { replace: true });

  let content;
  if (view.mode === 'add' && writable.length > 0) {
    content = <AddTagForm groups={writable} onCancel={list} onDone={done} />;
  } else if (view.mode === 'rename') {
    const tag = tags.tags.find((candidate) => candidate.id === view.tagId);
    if (tags.isPending) content = <Skeleton className="h-48 w-full max-w-2xl rounded-xl" />;
    else if (!tag || !canWrite(tag.groupId))
      content = <ScreenItemUnavailable namespace="tags" onBack={list} />;
    else
      content = (
        <RenameTagForm
          tag={tag}
          groupName={groupNames.get(tag.groupId) ?? ''}
          onCancel={list}
          onDone={done}
        />
      );
  } else {
    content = (
      <ListCard
        heading={
          tags.isPending ? t('list.heading') : t('list.headingCount', { number: tags.tags.length })
        }
        addLabel={t('list.add')}
        onAdd={() => go({ mode: 'add' })}
        viewerNote={writable.length === 0 ? t('list.viewerEverywhere') : null}
      >
        <TagsList
          tags={tags.tags}
          isLoading={tags.isPending}
          groupNames={groups.length > 1 ? groupNames : null}
          canWrite={canWrite}
          onRename={(tag: Tag) => go({ mode: 'rename', tagId: tag.id })}
        />
      </ListCard>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {tags.isError ? <LoadErrorAlert title={t('page.loadError')} onRetry={tags.refetch} /> : null}
      {content}
    </div>
  );
}
