import type { Group, UserProfile } from '@budget/contract';
import { MailWarningIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemUnavailable } from '@/components/item-unavailable.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useGroupsView } from '../hooks/use-groups-view.ts';
import { permissionsFor } from '../roles.ts';
import { AddMemberForm } from './add-member-form.tsx';
import { CreateGroupForm } from './create-group-form.tsx';
import { GroupsList } from './groups-list.tsx';
import { ManageGroupView } from './manage-group-view.tsx';

/** /groups, 'Groups Management': list, create, manage and add member. */
export function GroupsPage() {
  const { t } = useTranslation('groups');
  const { user } = useSession();
  // The guard renders this screen only for a signed-in, active user.
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {user.emailConfirmed ? null : <EmailRequiredAlert email={user.email} />}
      <GroupsContent user={user} />
    </div>
  );
}

function GroupsContent({ user }: { user: UserProfile }) {
  const { t } = useTranslation('groups');
  const { error, retry } = useGroupMembership();
  return (
    <>
      {error ? <LoadErrorAlert title={t('page.loadError')} onRetry={retry} /> : null}
      <GroupsMode user={user} />
    </>
  );
}

function GroupsMode({ user }: { user: UserProfile }) {
  const { groups, isLoading } = useGroupMembership();
  const { view, go } = useGroupsView();
  const canCreate = user.emailConfirmed;
  const list = () => go({ mode: 'list' });

  if (view.mode === 'create' && canCreate) {
    return (
      <CreateGroupForm
        onCancel={list}
        onCreated={(groupId, addMembers) =>
          go(addMembers ? { mode: 'manage', groupId } : { mode: 'list' }, { replace: true })
        }
      />
    );
  }
  if (view.mode === 'manage' || view.mode === 'invite') {
    if (isLoading) return <Skeleton className="h-64 w-full rounded-xl" />;
    const group = groups.find((candidate) => candidate.id === view.groupId);
    if (!group) return <GroupUnavailable onBack={list} />;
    const manage = { mode: 'manage', groupId: group.id } as const;
    // A Viewer who opens the add member address gets the manage view: there is no form for them.
    if (view.mode === 'invite' && permissionsFor(group.role).canAddMembers) {
      return (
        <AddMemberForm
          group={group}
          onCancel={() => go(manage)}
          onAdded={() => go(manage, { replace: true })}
        />
      );
    }
    return (
      <ManageGroupView
        group={group}
        userId={user.id}
        onBack={list}
        onAddMember={() => go({ mode: 'invite', groupId: group.id })}
      />
    );
  }
  return (
    <GroupsList
      groups={groups}
      isLoading={isLoading}
      userId={user.id}
      canCreate={canCreate}
      onCreate={() => go({ mode: 'create' })}
      onManage={(group: Group) => go({ mode: 'manage', groupId: group.id })}
    />
  );
}

/** Group functions need a confirmed e-mail; the server refuses them otherwise. */
function EmailRequiredAlert({ email }: { email: string }) {
  const { t } = useTranslation('groups');
  return (
    <Alert variant="warning">
      <MailWarningIcon aria-hidden="true" />
      <AlertTitle>{t('emailRequired.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('emailRequired.text', { email })}</p>
        <div>
          <ResendVerificationButton email={email} size="sm" className="bg-card" />
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** A manage address for a group that is gone, or that the user no longer belongs to. */
function GroupUnavailable({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('groups');
  return (
    <ItemUnavailable
      title={t('unavailable.title')}
      description={t('unavailable.text')}
      backLabel={t('backToGroups')}
      onBack={onBack}
    />
  );
}
