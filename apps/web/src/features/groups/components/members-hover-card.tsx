import type { Group } from '@budget/contract';
import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@/components/ui/hover-card.tsx';
import { manageGroupHref } from '@/lib/group-links.ts';
import { RoleIcon } from './role-badge.tsx';
import { memberLabels } from '@/lib/member-labels.ts';

/**
 * The Members column: the count, with a hover card listing the members by name (opens after
 * 700 ms, closes after 300 ms; keyboard focus opens it too). The count links to the manage
 * view, where the same list is available to everyone, screen readers included.
 */
export function MembersHoverCard({ group }: { group: Group }) {
  const { t } = useTranslation('groups');
  const members = group.groupMembers;
  const labels = memberLabels(members);
  const text = t('memberCount', { count: members.length });
  return (
    <HoverCard>
      <HoverCardTrigger asChild>
        <Link
          to={manageGroupHref(group.id)}
          aria-label={t('memberCountOf', { members: text, group: group.name })}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <UsersIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {text}
        </Link>
      </HoverCardTrigger>
      <HoverCardContent data-testid="members-hover-card">
        <p className="mb-2 text-sm font-semibold">{t('membersOf', { group: group.name })}</p>
        <ul className="grid gap-1.5">
          {members.map((member) => (
            <li key={member.userId} className="flex min-w-0 items-center gap-2 text-sm">
              <RoleIcon role={member.role} />
              <span className="truncate" title={member.userEmail}>
                {labels.get(member.userId)}
              </span>
            </li>
          ))}
        </ul>
      </HoverCardContent>
    </HoverCard>
  );
}
