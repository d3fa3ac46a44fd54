import type { Group } from '@budget/contract';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { GroupCards, GroupsTable } from './groups-table.tsx';
import { RestoreBackupButton } from './restore-backup-button.tsx';

/** The list mode: 'Your Groups (n)', a table on desktop and cards on mobile. */
export function GroupsList({
  groups,
  isLoading,
  userId,
  canCreate,
  onCreate,
  onManage,
}: {
  groups: Group[];
  isLoading: boolean;
  userId: string;
  /** Creating a group needs a confirmed e-mail. */
  canCreate: boolean;
  onCreate: () => void;
  onManage: (group: Group) => void;
}) {
  const { t } = useTranslation('groups');
  const isMobile = useIsMobile();
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-6">
        <CardTitle>
          {isLoading ? t('list.title') : t('list.titleCount', { count: groups.length })}
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <RestoreBackupButton disabled={!canCreate} />
          <Button onClick={onCreate} disabled={!canCreate}>
            <PlusIcon />
            {t('list.create')}
          </Button>
        </div>
      </div>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-3" role="status" aria-label={t('list.loading')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-12 w-full" />
            ))}
          </div>
        ) : groups.length === 0 ? (
          <EmptyGroups canCreate={canCreate} />
        ) : isMobile ? (
          <GroupCards groups={groups} userId={userId} onManage={onManage} />
        ) : (
          <GroupsTable groups={groups} userId={userId} onManage={onManage} />
        )}
      </CardContent>
    </Card>
  );
}

function EmptyGroups({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('groups');
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
      <UsersIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      {canCreate ? (
        <>
          <p className="font-medium">{t('list.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('list.emptyText')}</p>
        </>
      ) : (
        <>
          <p className="font-medium">{t('list.hiddenTitle')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('list.hiddenText')}</p>
        </>
      )}
    </div>
  );
}
