import type { Group, GroupInvitation } from '@budget/contract';
import { MailIcon } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { formatDate, formatDateTime } from '@/lib/format-date.ts';
import { useGroupInvitationsQuery } from '../api/use-group-invitations-query.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { RoleBadge } from './role-badge.tsx';

function Expires({ invitation }: { invitation: GroupInvitation }) {
  const { t } = useTranslation('groups');
  return invitation.expired ? (
    <span className="font-medium text-destructive">{t('invitations.expired')}</span>
  ) : (
    <>{formatDate(invitation.expiresAt)}</>
  );
}

function InvitedBy({ invitation }: { invitation: GroupInvitation }) {
  const { t } = useTranslation('groups');
  return (
    invitation.invitedBy ?? (
      <span className="text-muted-foreground italic">{t('invitations.formerUser')}</span>
    )
  );
}

/**
 * 'Pending invitations' of the manage view (Owner and Member): addresses invited through Add
 * Member that have no account yet, with Resend (once a minute) and Revoke.
 */
export function PendingInvitationsCard({ group }: { group: Group }) {
  const { t } = useTranslation('groups');
  const isMobile = useIsMobile();
  const { data: invitations, isPending, isError } = useGroupInvitationsQuery(group.id);
  const titleId = `pending-invitations-${group.id}`;

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>
          {invitations
            ? t('invitations.titleCount', { count: invitations.length })
            : t('invitations.title')}
        </CardTitle>
        <CardDescription>{t('invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">{t('invitations.loadError')}</p>
        ) : invitations.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MailIcon className="size-4" aria-hidden="true" />
            {t('invitations.none')}
          </p>
        ) : isMobile ? (
          <InvitationCards group={group} invitations={invitations} />
        ) : (
          <InvitationsTable group={group} invitations={invitations} />
        )}
      </CardContent>
    </Card>
  );
}

interface InvitationRowsProps {
  group: Group;
  invitations: readonly GroupInvitation[];
}

/** Phones: one card per invitation, its actions at the bottom. */
function InvitationCards({ group, invitations }: InvitationRowsProps) {
  const { t } = useTranslation('groups');
  return (
    <ul className="grid gap-3" aria-label={t('invitations.title')}>
      {invitations.map((invitation) => (
        <li key={invitation.id} className="grid gap-3 rounded-lg border p-4 text-sm">
          <p className="font-medium break-all">{invitation.email}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RoleBadge role={invitation.role} />
            <span className="text-muted-foreground">
              {t('invitations.expires')} <Expires invitation={invitation} />
            </span>
          </div>
          <p className="text-muted-foreground">
            <Trans
              t={t}
              i18nKey="invitations.sentBy"
              values={{ date: formatDateTime(invitation.sentAt) }}
              components={{ 1: <InvitedBy invitation={invitation} /> }}
            />
          </p>
          <InvitationActions group={group} invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table of the invitations, their actions in the last column. */
function InvitationsTable({ group, invitations }: InvitationRowsProps) {
  const { t } = useTranslation('groups');
  return (
    <Table aria-label={t('invitations.title')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('column.email')}</TableHead>
          <TableHead>{t('column.role')}</TableHead>
          <TableHead>{t('column.invitedBy')}</TableHead>
          <TableHead>{t('column.sent')}</TableHead>
          <TableHead>{t('column.expires')}</TableHead>
          <TableHead className="text-right">{t('column.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            {/* Broken only where the column is too narrow for the address, not at its edge. */}
            <TableCell className="min-w-56 font-medium wrap-anywhere">{invitation.email}</TableCell>
            <TableCell>
              <RoleBadge role={invitation.role} />
            </TableCell>
            <TableCell className="break-words">
              <InvitedBy invitation={invitation} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDateTime(invitation.sentAt)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <Expires invitation={invitation} />
            </TableCell>
            <TableCell className="text-right">
              <InvitationActions group={group} invitation={invitation} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
