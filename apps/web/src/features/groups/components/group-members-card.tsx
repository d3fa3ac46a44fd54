import type { Group, GroupMember } from '@budget/contract';
import { UserPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardTitle } from '@/components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { formatDate } from '@/lib/format-date.ts';
import { memberActionsFor } from '../roles.ts';
import { MemberRoleSelect, RemoveMemberButton } from './member-controls.tsx';
import { RoleBadge } from './role-badge.tsx';

interface MemberCellsProps {
  group: Group;
  userId: string;
  member: GroupMember;
}

/** The member's name, and under it their e-mail (the address the Owner manages them by). */
function MemberEmail({ member, userId }: { member: GroupMember; userId: string }) {
  const { t } = useTranslation('groups');
  return (
    <span className="grid min-w-0">
      <span className="wrap-anywhere">
        {member.name}
        {member.userId === userId ? (
          <span className="text-muted-foreground">{t('members.you')}</span>
        ) : null}
      </span>
      <span className="text-xs break-all text-muted-foreground">{member.userEmail}</span>
    </span>
  );
}

function MemberRole({ group, userId, member }: MemberCellsProps) {
  const { canChangeRole } = memberActionsFor(group, userId, member);
  return canChangeRole ? (
    <MemberRoleSelect group={group} member={member} />
  ) : (
    <RoleBadge role={member.role} />
  );
}

function MemberActions({ group, userId, member }: MemberCellsProps) {
  const { canRemove } = memberActionsFor(group, userId, member);
  return canRemove ? (
    <div className="flex justify-end">
      <RemoveMemberButton group={group} member={member} />
    </div>
  ) : null;
}

/** Phones: one card per member, their actions at the bottom. */
function MemberCards({ group, userId }: { group: Group; userId: string }) {
  const { t } = useTranslation('groups');
  return (
    <ul className="grid gap-3" aria-label={t('members.label')}>
      {group.groupMembers.map((member) => (
        <li key={member.userId} className="grid gap-3 rounded-lg border p-4 text-sm">
          <p className="font-medium">
            <MemberEmail member={member} userId={userId} />
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <MemberRole group={group} userId={userId} member={member} />
            <span className="text-muted-foreground">
              {t('members.joined', { date: formatDate(member.joinedAt) })}
            </span>
          </div>
          <MemberActions group={group} userId={userId} member={member} />
        </li>
      ))}
    </ul>
  );
}

/** 'Members (n)' with e-mail, role, joined date and actions; 'Add Member' for Owner and Member. */
export function GroupMembersCard({
  group,
  userId,
  canAddMembers,
  onAddMember,
}: {
  group: Group;
  userId: string;
  canAddMembers: boolean;
  onAddMember: () => void;
}) {
  const { t } = useTranslation('groups');
  const isMobile = useIsMobile();
  const members = group.groupMembers;
  const showActions = members.some((member) => memberActionsFor(group, userId, member).canRemove);

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 px-6">
        <CardTitle>{t('members.title', { count: members.length })}</CardTitle>
        {canAddMembers ? (
          <Button onClick={onAddMember}>
            <UserPlusIcon />
            {t('members.add')}
          </Button>
        ) : null}
      </div>
      <CardContent>
        {isMobile ? (
          <MemberCards group={group} userId={userId} />
        ) : (
          <Table aria-label={t('members.label')}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('column.email')}</TableHead>
                <TableHead>{t('column.role')}</TableHead>
                <TableHead>{t('column.joined')}</TableHead>
                {showActions ? (
                  <TableHead className="text-right">{t('column.actions')}</TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.userId}>
                  <TableCell className="font-medium">
                    <MemberEmail member={member} userId={userId} />
                  </TableCell>
                  <TableCell>
                    <MemberRole group={group} userId={userId} member={member} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    {formatDate(member.joinedAt)}
                  </TableCell>
                  {showActions ? (
                    <TableCell className="text-right">
                      <MemberActions group={group} userId={userId} member={member} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
