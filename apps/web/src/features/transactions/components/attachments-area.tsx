import type { Transaction } from '@budget/contract';
import { CameraIcon, PaperclipIcon } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { cn } from '@/lib/utils.ts';
import { ATTACHMENT_ACCEPT, useAttachmentsQuery } from '../api/attachments.ts';
import type { AttachmentUploads } from '../hooks/use-attachment-uploads.ts';
import { AttachmentThumbs } from './attachment-thumbs.tsx';
import { UploadList } from './attachment-upload-list.tsx';
import { AttachmentViewer } from './attachment-viewer.tsx';

/**
 * Where files come in: dropped on the box, chosen with the file picker, or, on a phone, taken
 * with the camera (`capture`: the phone opens its camera rather than its files).
 */
function DropZone({ onFiles }: { onFiles: (files: FileList) => void }) {
  const { t } = useTranslation('transactions');
  const isMobile = useIsMobile();
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    if (input.files && input.files.length > 0) onFiles(input.files);
    // The same file chosen again is a change too.
    input.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) onFiles(event.dataTransfer.files);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="attachments-drop"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground',
        over && 'border-primary bg-primary/5',
      )}
    >
      <span className="max-sm:sr-only">{t('attachments.drop')}</span>
      <Button type="button" variant="outline" size="sm" onClick={() => picker.current?.click()}>
        <PaperclipIcon />
        {t('attachments.choose')}
      </Button>
      {isMobile ? (
        <Button type="button" variant="outline" size="sm" onClick={() => camera.current?.click()}>
          <CameraIcon />
          {t('attachments.takePhoto')}
        </Button>
      ) : null}
      <input
        ref={picker}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="hidden"
        aria-label={t('attachments.choose')}
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className="hidden"
        aria-label={t('attachments.takePhoto')}
        onChange={(event) => take(event.currentTarget)}
      />
    </div>
  );
}

/**
 * A transaction form's 'Attachments' (docs/decisions.md, 'Attachments'): the transaction's
 * files as tiles opening the viewer, the files chosen on their way, and where to add more.
 */
export function AttachmentsArea({
  transaction,
  uploads,
  className,
}: {
  /** The edited transaction; null in the add form, whose files wait for it to be added. */
  transaction: Transaction | null;
  uploads: AttachmentUploads;
  className?: string;
}) {
  const { t } = useTranslation('transactions');
  const titleId = useId();
  const query = useAttachmentsQuery(transaction);
  const [shown, setShown] = useState<string | null>(null);
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-2', className)}>
      <h3 id={titleId} className="text-sm font-medium">
        {t('attachments.title')}
      </h3>
      <AttachmentThumbs attachments={query.data ?? []} onOpen={(item) => setShown(item.id)} />
      <UploadList uploads={uploads.uploads} onRemove={uploads.remove} />
      <DropZone onFiles={uploads.add} />
      {transaction ? (
        <AttachmentViewer
          attachments={query.data}
          currentId={shown}
          onCurrentChange={setShown}
          open={shown !== null}
          onOpenChange={(open) => setShown(open ? shown : null)}
          canWrite
          transactionName={transaction.name}
        />
      ) : null}
    </section>
  );
}
