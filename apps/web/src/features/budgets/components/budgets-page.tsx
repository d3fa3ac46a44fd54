import type { Budget } from '@budget/contract';
import { PlusIcon } from 'lucide-react';
import { useCallback, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenItemUnavailable } from '@/components/item-unavailable.tsx';
import { FormFrame } from '@/components/form-frame.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import type { SavedDays } from '../budgets-view.ts';
import { useBudgetsView } from '../hooks/use-budgets-view.ts';
import { useEditedBudget } from '../hooks/use-edited-budget.ts';
import { useShowSavedBudget } from '../hooks/use-show-saved-budget.ts';
import { BudgetsList } from './budgets-list.tsx';
import { AddBudgetForm, EditBudgetForm } from './lazy-forms.tsx';

/** /budgets, 'Budget Management': list, add and edit views. */
export function BudgetsPage() {
  const { t } = useTranslation('budgets');
  const session = useSession();
  const membership = useGroupMembership();
  const { groups } = membership;
  // The route waits for both already; standing alone (tests), the page waits as well.
  const isLoading = session.isLoading || membership.isLoading;
  const { view, go } = useBudgetsView();
  const { datePoint } = view;
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const roles = useMemo(() => new Map(groups.map((group) => [group.id, group.role])), [groups]);
  const groupNames = useMemo(
    () => new Map(groups.map((group) => [group.id, group.name])),
    [groups],
  );
  const canWrite = useCallback((groupId: string) => canWriteInGroup(roles.get(groupId)), [roles]);

  // Back pushes the list; a finished form replaces its own address (useShowSavedBudget).
  const showList = useCallback(() => go({ mode: 'list', datePoint }, {}), [go, datePoint]);
  const showSaved = useShowSavedBudget(go, datePoint);
  const edit = useCallback(
    (budget: Budget) => go({ mode: 'edit', budgetId: budget.id, datePoint }),
    [go, datePoint],
  );
  // A Viewer everywhere who follows a quick_add link gets the list, with Add Budget disabled.
  const inList = view.mode === 'list' || (view.mode === 'add' && writable.length === 0);

  let body;
  if (isLoading) {
    body = <Skeleton className="h-64 w-full rounded-xl" />;
  } else if (view.mode === 'edit') {
    body = (
      <EditView
        budgetId={view.budgetId}
        groupNames={groupNames}
        canWrite={canWrite}
        onBack={showList}
        onDone={showSaved}
      />
    );
  } else if (!inList) {
    body = (
      <FormFrame className="h-[40rem]">
        <AddBudgetForm groups={writable} onBack={showList} onDone={showSaved} />
      </FormFrame>
    );
  } else {
    body = (
      <ListView
        viewerEverywhere={writable.length === 0}
        datePoint={datePoint}
        // Choosing or clearing the date point reloads the list.
        onDatePointChange={(next) => go({ mode: 'list', datePoint: next }, { replace: true })}
        groupNames={groupNames}
        canWrite={canWrite}
        onEdit={edit}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          inList ? (
            <Button
              onClick={() => go({ mode: 'add', datePoint })}
              disabled={isLoading || writable.length === 0}
            >
              <PlusIcon />
              {t('page.add')}
            </Button>
          ) : null
        }
      />
      {body}
    </div>
  );
}

/** The list mode, told why nothing can be changed when the user is a Viewer in every group. */
function ListView({
  viewerEverywhere,
  ...listProps
}: ComponentProps<typeof BudgetsList> & { viewerEverywhere: boolean }) {
  const { t } = useTranslation('budgets');
  return (
    <div className="grid gap-4">
      {viewerEverywhere ? (
        <p className="text-sm text-muted-foreground">{t('page.viewerEverywhere')}</p>
      ) : null}
      <BudgetsList {...listProps} viewerEverywhere={viewerEverywhere} />
    </div>
  );
}

function EditView({
  budgetId,
  groupNames,
  canWrite,
  onBack,
  onDone,
}: {
  budgetId: string;
  groupNames: ReadonlyMap<string, string>;
  canWrite: (groupId: string) => boolean;
  onBack: () => void;
  onDone: (saved: SavedDays) => void;
}) {
  const { budget, isLoading } = useEditedBudget(budgetId);
  if (isLoading) return <Skeleton className="h-96 w-full max-w-3xl rounded-xl" />;
  if (!budget || !canWrite(budget.groupId))
    return <ScreenItemUnavailable namespace="budgets" onBack={onBack} />;
  return (
    <FormFrame className="h-[40rem]">
      <EditBudgetForm
        key={budget.id}
        budget={budget}
        groupName={groupNames.get(budget.groupId)}
        onBack={onBack}
        onDone={onDone}
      />
    </FormFrame>
  );
}
