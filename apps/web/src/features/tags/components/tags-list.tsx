import type { Tag } from '@budget/contract';
import { HashIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { tagTransactionsPath } from '../tags-view.ts';
import { TagActions } from './tag-actions.tsx';

interface TagsListProps {
  tags: readonly Tag[];
  isLoading: boolean;
  /** Names the tags' groups; null when the user has one group (nothing to tell apart). */
  groupNames: ReadonlyMap<string, string> | null;
  /** Whether the user may change the tags of a group (Owner or Member). */
  canWrite: (groupId: string) => boolean;
  onRename: (tag: Tag) => void;
}

/** The tag's name, a link to the transactions that carry it. */
function TagName({ tag }: { tag: Tag }) {
  const { t } = useTranslation('tags');
  return (
    <Link
      to={tagTransactionsPath(tag)}
      className="inline-flex max-w-full items-center gap-1 font-medium underline-offset-4 hover:underline"
      aria-label={t('list.showTransactions', { name: tag.name })}
    >
      <HashIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="wrap-anywhere">{tag.name}</span>
    </Link>
  );
}

/** The group's other tags: what a tag may be merged into. */
const othersOf = (tags: readonly Tag[], tag: Tag) =>
  tags.filter((other) => other.groupId === tag.groupId && other.id !== tag.id);

/** The list mode: name (and group); a table on desktop, cards on mobile. */
export function TagsList(props: TagsListProps) {
  const { t } = useTranslation('tags');
  const isMobile = useIsMobile();
  if (props.isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-label={t('list.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (props.tags.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
        <HashIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('list.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('list.emptyHint')}</p>
      </div>
    );
  }
  return isMobile ? <TagCards {...props} /> : <TagsTable {...props} />;
}

/** Phones: one card per tag, the actions under its name. */
function TagCards({ tags, groupNames, canWrite, onRename }: TagsListProps) {
  const { t } = useTranslation('tags');
  return (
    <ul className="grid gap-3" aria-label={t('list.label')}>
      {tags.map((tag) => (
        <li key={tag.id} className="grid gap-2 rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-32 flex-1">
              <TagName tag={tag} />
            </h3>
            {groupNames ? (
              <span className="max-w-full text-sm wrap-anywhere text-muted-foreground">
                {groupNames.get(tag.groupId)}
              </span>
            ) : null}
          </div>
          {canWrite(tag.groupId) ? (
            <TagActions tag={tag} others={othersOf(tags, tag)} onRename={() => onRename(tag)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table, with an Actions column when the user may change any of the tags. */
function TagsTable({ tags, groupNames, canWrite, onRename }: TagsListProps) {
  const { t } = useTranslation('tags');
  const showActions = tags.some((tag) => canWrite(tag.groupId));
  return (
    <Table aria-label={t('list.label')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('column.name')}</TableHead>
          {groupNames ? <TableHead>{t('column.group')}</TableHead> : null}
          {showActions ? <TableHead className="text-right">{t('column.actions')}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {tags.map((tag) => (
          <TableRow key={tag.id}>
            <TableCell className="max-w-80 whitespace-normal">
              <TagName tag={tag} />
            </TableCell>
            {groupNames ? (
              <TableCell className="max-w-60 whitespace-normal wrap-anywhere">
                {groupNames.get(tag.groupId)}
              </TableCell>
            ) : null}
            {showActions ? (
              <TableCell>
                {canWrite(tag.groupId) ? (
                  <TagActions
                    tag={tag}
                    others={othersOf(tags, tag)}
                    onRename={() => onRename(tag)}
                    className="flex-nowrap justify-end"
                  />
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
