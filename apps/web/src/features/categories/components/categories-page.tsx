import type { Category, Group } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenItemUnavailable } from '@/components/item-unavailable.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { ListCard } from '@/components/list-card.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useCategoriesView } from '../hooks/use-categories-view.ts';
import { AddCategoryForm } from './add-category-form.tsx';
import { CategoriesList } from './categories-list.tsx';
import { EditCategoryForm } from './edit-category-form.tsx';

const ALL_GROUPS: readonly string[] = [];

/** /categories, 'Categories': list, add and edit. */
export function CategoriesPage() {
  const { t } = useTranslation('categories');
  const { groups } = useGroupMembership();
  const { view, go } = useCategoriesView();
  const categories = useCategoriesQuery(ALL_GROUPS);
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const roles = useMemo(() => new Map(groups.map((group) => [group.id, group.role])), [groups]);
  const canWrite = (groupId: string) => canWriteInGroup(roles.get(groupId));
  const list = () => go({ mode: 'list' });
  const done = () => go({ mode: 'list' }, { replace: true });

  let content;
  if (view.mode === 'add' && writable.length > 0) {
    content = (
      <AddCategoryForm
        groups={writable}
        categories={categories.data ?? []}
        onCancel={list}
        onDone={done}
      />
    );
  } else if (view.mode === 'edit') {
    const category = categories.data?.find((candidate) => candidate.id === view.categoryId);
    if (categories.isPending) content = <Skeleton className="h-64 w-full max-w-2xl rounded-xl" />;
    else if (!category || !canWrite(category.groupId))
      content = <ScreenItemUnavailable namespace="categories" onBack={list} />;
    else
      content = (
        <EditCategoryForm
          category={category}
          categories={categories.data ?? []}
          onCancel={list}
          onDone={done}
        />
      );
  } else {
    content = (
      <ListMode
        categories={categories.data ?? []}
        isLoading={categories.isPending}
        writable={writable}
        canWrite={canWrite}
        onAdd={() => go({ mode: 'add' })}
        onEdit={(category) => go({ mode: 'edit', categoryId: category.id })}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {categories.isError ? (
        <LoadErrorAlert title={t('page.loadError')} onRetry={() => void categories.refetch()} />
      ) : null}
      {content}
    </div>
  );
}

function ListMode({
  categories,
  isLoading,
  writable,
  canWrite,
  onAdd,
  onEdit,
}: {
  categories: Category[];
  isLoading: boolean;
  writable: Group[];
  canWrite: (groupId: string) => boolean;
  onAdd: () => void;
  onEdit: (category: Category) => void;
}) {
  const { t } = useTranslation('categories');
  return (
    <ListCard
      heading={
        isLoading ? t('list.heading') : t('list.headingCount', { number: categories.length })
      }
      addLabel={t('list.add')}
      onAdd={onAdd}
      viewerNote={writable.length === 0 ? t('list.viewerEverywhere') : null}
    >
      <CategoriesList
        categories={categories}
        isLoading={isLoading}
        canWrite={canWrite}
        onEdit={onEdit}
      />
    </ListCard>
  );
}
