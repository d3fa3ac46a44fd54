import type { Group } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableCellText,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { GroupActions } from './group-actions.tsx';
import { MembersHoverCard } from './members-hover-card.tsx';
import { RoleBadge } from './role-badge.tsx';

interface GroupsListLayoutProps {
  groups: Group[];
  userId: string;
  onManage: (group: Group) => void;
}

function Description({ text }: { text: string | null }) {
  const { t } = useTranslation('groups');
  return text ? (
    <span title={text}>{text}</span>
  ) : (
    <span className="text-muted-foreground italic">{t('noDescription')}</span>
  );
}

/** Desktop (768 px and wider): one row per group. */
export function GroupsTable({ groups, userId, onManage }: GroupsListLayoutProps) {
  const { t } = useTranslation('groups');
  return (
    <Table aria-label={t('list.label')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('column.name')}</TableHead>
          <TableHead>{t('column.description')}</TableHead>
          <TableHead>{t('column.yourRole')}</TableHead>
          <TableHead>{t('column.members')}</TableHead>
          <TableHead>{t('column.lastUpdated')}</TableHead>
          <TableHead className="text-right">{t('column.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map((group) => (
          <TableRow key={group.id}>
            <TableCell className="font-medium">
              <TableCellText text={group.name} className="max-w-48" />
            </TableCell>
            <TableCell className="max-w-64 text-muted-foreground">
              <div className="line-clamp-2 wrap-anywhere">
                <Description text={group.description} />
              </div>
            </TableCell>
            <TableCell>
              <RoleBadge role={group.role} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <MembersHoverCard group={group} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDateTime(group.updatedAt)}
            </TableCell>
            <TableCell>
              <GroupActions
                group={group}
                userId={userId}
                onManage={() => onManage(group)}
                className="flex-nowrap justify-end"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Mobile (under 768 px): one card per group with the same facts and actions. */
export function GroupCards({ groups, userId, onManage }: GroupsListLayoutProps) {
  const { t } = useTranslation('groups');
  return (
    <ul className="grid gap-3" aria-label={t('list.label')}>
      {groups.map((group) => (
        <li key={group.id} className="grid gap-3 rounded-lg border bg-card p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-medium wrap-anywhere">{group.name}</h3>
            <RoleBadge role={group.role} />
          </div>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            <Description text={group.description} />
          </p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{t('column.members')}</dt>
              <dd>
                <MembersHoverCard group={group} />
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{t('column.lastUpdated')}</dt>
              <dd>{formatDateTime(group.updatedAt)}</dd>
            </div>
          </dl>
          <GroupActions group={group} userId={userId} onManage={() => onManage(group)} />
        </li>
      ))}
    </ul>
  );
}
