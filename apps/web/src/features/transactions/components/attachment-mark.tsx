import type { Transaction } from '@budget/contract';
import { PaperclipIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-count.ts';
import { cn } from '@/lib/utils.ts';
import { useAttachmentsQuery } from '../api/attachments.ts';
import { AttachmentViewer } from './attachment-viewer.tsx';

/**
 * A row's paperclip with its count, when the transaction has attachments: it opens the viewer
 * on the first (every role; only Owners and Members may delete there). The list is asked for
 * when it opens. It stays while its viewer is open, even once the last attachment is deleted.
 */
export function AttachmentMark({
  transaction,
  canWrite,
  className,
}: {
  transaction: Transaction;
  canWrite: boolean;
  className?: string;
}) {
  const { t } = useTranslation('transactions');
  const [open, setOpen] = useState(false);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const query = useAttachmentsQuery(open ? transaction : null);
  const count = transaction.attachmentCount;
  if (count === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('attachments.markLabel', { count, name: transaction.name })}
        title={t('attachments.mark', { count })}
        className={cn(
          'inline-flex shrink-0 items-center gap-0.5 rounded-sm px-1 text-xs text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
      >
        <PaperclipIcon className="size-3.5" aria-hidden="true" />
        <span aria-hidden="true">{formatCount(count)}</span>
      </button>
      <AttachmentViewer
        attachments={query.data}
        currentId={currentId}
        onCurrentChange={setCurrentId}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setCurrentId(null);
        }}
        canWrite={canWrite}
        transactionName={transaction.name}
      />
    </>
  );
}
