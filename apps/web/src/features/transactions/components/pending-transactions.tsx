import { TransactionType, type Group } from '@budget/contract';
import { CloudUploadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { writeDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { outbox, type OutboxEntry } from '@/lib/offline/outbox.ts';
import { useOutboxEntries } from '@/lib/offline/use-outbox.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';

const PendingEditForm = lazy(() =>
  import('./pending-edit-form.tsx').then((module) => ({ default: module.PendingEditForm })),
);

/**
 * The transactions added without a connection and not yet taken by the server, above the lists
 * (docs/decisions.md, 'Installable and offline'): pending ones wait for the connection; refused
 * ones show the server's message, to be edited or discarded, never dropped unseen.
 */
export function PendingTransactions({ groups, writable }: { groups: Group[]; writable: Group[] }) {
  const { t } = useTranslation('offline');
  const { user } = useSession();
  const entries = useOutboxEntries(user?.id);
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = useId();
  if (entries.length === 0) return null;
  const edited = entries.find((entry) => entry.key === editing);
  if (edited) {
    return (
      <FormFrame className="h-[44rem]">
        <PendingEditForm
          entry={edited}
          groups={writable}
          onCancel={() => setEditing(null)}
          onDone={() => setEditing(null)}
        />
      </FormFrame>
    );
  }
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <CloudUploadIcon className="size-5" aria-hidden="true" />
          {t('pending.title')}
        </CardTitle>
        <CardDescription>{t('pending.description', { count: entries.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {entries.map((entry) => (
            <PendingRow
              key={entry.key}
              entry={entry}
              groupName={groups.find((group) => group.id === entry.request.groupId)?.name}
              onEdit={() => setEditing(entry.key)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PendingRow({
  entry,
  groupName,
  onEdit,
}: {
  entry: OutboxEntry;
  groupName: string | undefined;
  onEdit: () => void;
}) {
  const { t } = useTranslation('offline');
  const { request } = entry;
  const failed = entry.status === 'failed';
  const signed =
    request.transactionType === TransactionType.Expense ? -request.amount : request.amount;
  const discard = async () => {
    await outbox.remove(entry.key);
    toast.success(t('discarded'));
  };
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-pending-key={entry.key}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium break-words">{request.name}</p>
          <p className="text-sm text-muted-foreground">
            {[writeDay(request.date), groupName].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="font-medium tabular-nums">{formatMoney(signed, request.currency)}</span>
          <span
            className={cn(
              'rounded-full border px-2 py-0.5 text-xs font-medium',
              failed
                ? 'border-destructive/40 bg-destructive/10 text-destructive'
                : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
            )}
          >
            {failed ? t('failed.badge') : t('pending.badge')}
          </span>
        </div>
      </div>
      {failed ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-sm text-destructive">
            {t('failed.reason', { message: entry.error ?? '' })}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={onEdit}>
              <PencilIcon />
              {t('edit')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void discard()}>
              <Trash2Icon />
              {t('discard')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
