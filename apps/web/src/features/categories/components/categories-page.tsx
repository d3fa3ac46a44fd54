import type { Category, Group } from '@budget/contract';
import { ArrowLeftIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
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
      content = <CategoryUnavailable onBack={list} />;
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
      <PageHeader
        title="Categories"
        description="Organise your transactions and budgets within each group"
      />
      {categories.isError ? (
        <LoadErrorAlert
          title="Categories could not be loaded."
          onRetry={() => void categories.refetch()}
        />
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
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-6">
        <h2 className="text-lg leading-tight font-semibold">
          {isLoading ? 'Your Categories' : `Your Categories (${categories.length})`}
        </h2>
        <Button onClick={onAdd} disabled={writable.length === 0}>
          <PlusIcon />
          Add Category
        </Button>
      </div>
      {writable.length === 0 ? (
        <p className="px-6 text-sm text-muted-foreground">
          You are a Viewer in all your groups, so you can see categories but not change them.
        </p>
      ) : null}
      <CardContent>
        <CategoriesList
          categories={categories}
          isLoading={isLoading}
          canWrite={canWrite}
          onEdit={onEdit}
        />
      </CardContent>
    </Card>
  );
}

/** An edit address for a category that is gone, or that the user may not change. */
function CategoryUnavailable({ onBack }: { onBack: () => void }) {
  return (
    <Alert>
      <SearchXIcon aria-hidden="true" />
      <AlertTitle>Category not available</AlertTitle>
      <AlertDescription>
        <p>This category was deleted, or you may not change it.</p>
        <div>
          <Button variant="outline" size="sm" onClick={onBack}>
            <ArrowLeftIcon />
            Back to Categories
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
