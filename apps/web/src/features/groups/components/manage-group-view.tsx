import type { Group } from '@budget/contract';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardTitle } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { permissionsFor } from '../roles.ts';
import { EditGroupForm } from './edit-group-form.tsx';
import { GroupExportCard } from './group-export-card.tsx';
import { GroupMembersCard } from './group-members-card.tsx';
import { PendingInvitationsCard } from './pending-invitations-card.tsx';
import { RoleBadge } from './role-badge.tsx';

/** The manage mode: 'Manage Group:' and the name, the group's information and its members. */
export function ManageGroupView({
  group,
  userId,
  onBack,
  onAddMember,
}: {
  group: Group;
  userId: string;
  onBack: () => void;
  onAddMember: () => void;
}) {
  const { t } = useTranslation('groups');
  const [editing, setEditing] = useState(false);
  const { canEditGroup, canAddMembers } = permissionsFor(group.role);
  return (
    <div className="grid gap-6">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 px-6">
          <CardTitle className="min-w-0 wrap-anywhere">
            {t('manage.title', { group: group.name })}
          </CardTitle>
          <Button variant="outline" onClick={onBack}>
            <ArrowLeftIcon />
            {t('backToGroups')}
          </Button>
        </div>
        <CardContent>
          <section aria-labelledby="group-information" className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="group-information" className="text-sm font-semibold">
                {t('manage.information')}
              </h3>
              {canEditGroup && !editing ? (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  <PencilIcon />
                  {t('manage.edit')}
                </Button>
              ) : null}
            </div>
            {editing ? (
              <EditGroupForm group={group} onDone={() => setEditing(false)} />
            ) : (
              <GroupInformation group={group} />
            )}
          </section>
        </CardContent>
      </Card>
      <GroupMembersCard
        group={group}
        userId={userId}
        canAddMembers={canAddMembers}
        onAddMember={onAddMember}
      />
      {canAddMembers ? <PendingInvitationsCard group={group} /> : null}
      <GroupExportCard group={group} />
    </div>
  );
}

function GroupInformation({ group }: { group: Group }) {
  const { t } = useTranslation('groups');
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="grid content-start gap-1">
        <dt className="text-xs text-muted-foreground">{t('column.description')}</dt>
        <dd className="wrap-anywhere whitespace-pre-line">
          {group.description || (
            <span className="text-muted-foreground italic">{t('noDescription')}</span>
          )}
        </dd>
      </div>
      <div className="grid content-start gap-1">
        <dt className="text-xs text-muted-foreground">{t('manage.created')}</dt>
        <dd>{formatDate(group.createdAt)}</dd>
      </div>
      <div className="grid content-start gap-1">
        <dt className="text-xs text-muted-foreground">{t('manage.timeZone')}</dt>
        <dd className="wrap-anywhere">{group.timeZone.replaceAll('_', ' ')}</dd>
      </div>
      <div className="grid content-start justify-items-start gap-1">
        <dt className="text-xs text-muted-foreground">{t('column.yourRole')}</dt>
        <dd>
          <RoleBadge role={group.role} />
        </dd>
      </div>
    </dl>
  );
}
