import type { Group, GroupInvitation } from '@budget/contract';
import { MailIcon } from 'lucide-react';
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
  return invitation.expired ? (
    <span className="font-medium text-destructive">Expired</span>
  ) : (
    <>{formatDate(invitation.expiresAt)}</>
  );
}

function InvitedBy({ invitation }: { invitation: GroupInvitation }) {
  return invitation.invitedBy ?? <span className="text-muted-foreground italic">Former user</span>;
}

/**
 * 'Pending invitations' of the manage view (Owner and Member): addresses invited through Add
 * Member that have no account yet, with Resend (once a minute) and Revoke.
 */
export function PendingInvitationsCard({ group }: { group: Group }) {
  const isMobile = useIsMobile();
  const { data: invitations, isPending, isError } = useGroupInvitationsQuery(group.id);
  const titleId = `pending-invitations-${group.id}`;

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>
          Pending invitations{invitations ? ` (${invitations.length})` : ''}
        </CardTitle>
        <CardDescription>
          People invited by email who have no account yet. Each link works once, for 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">The invitations could not be loaded.</p>
        ) : invitations.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MailIcon className="size-4" aria-hidden="true" />
            No pending invitations.
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
  return (
    <ul className="grid gap-3" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="grid gap-3 rounded-lg border p-4 text-sm">
          <p className="font-medium break-all">{invitation.email}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RoleBadge role={invitation.role} />
            <span className="text-muted-foreground">
              Expires <Expires invitation={invitation} />
            </span>
          </div>
          <p className="text-muted-foreground">
            Sent {formatDateTime(invitation.sentAt)} by <InvitedBy invitation={invitation} />
          </p>
          <InvitationActions group={group} invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table of the invitations, their actions in the last column. */
function InvitationsTable({ group, invitations }: InvitationRowsProps) {
  return (
    <Table aria-label="Pending invitations">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Invited by</TableHead>
          <TableHead>Sent</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell className="font-medium break-all">{invitation.email}</TableCell>
            <TableCell>
              <RoleBadge role={invitation.role} />
            </TableCell>
            <TableCell className="break-all">
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
