import { useTranslation } from 'react-i18next';
import type { Group } from '@budget/contract';
import { ArrowRightIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { manageGroupHref } from '@/lib/group-links.ts';

/** The dashboard lists at most 8 groups. */
export const DASHBOARD_GROUP_LIMIT = 8;

/** Section 'Groups': the first 8 groups with name and description, and 'View All'. */
export function GroupsOverview({ groups }: { groups: Group[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="dashboard-groups" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="dashboard-groups" className="text-lg font-semibold">
          {t('groups.title')}
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to="/groups" aria-label={t('groups.viewAllLabel')}>
            {t('groups.viewAll')}
            <ArrowRightIcon />
          </Link>
        </Button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {groups.slice(0, DASHBOARD_GROUP_LIMIT).map((group) => (
          <li key={group.id} className="min-w-0">
            <Link
              to={manageGroupHref(group.id)}
              className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex items-center gap-2 font-medium">
                <UsersIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="truncate" title={group.name}>
                  {group.name}
                </span>
              </span>
              <span className="line-clamp-2 text-sm wrap-anywhere text-muted-foreground">
                {group.description || t('groups.noDescription')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
