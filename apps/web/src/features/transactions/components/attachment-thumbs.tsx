import type { Attachment } from '@budget/contract';
import { FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';
import { attachmentThumbnailUrl } from '../api/attachments.ts';

/** One attachment's small picture: an image's thumbnail (loaded when near the view), a PDF's icon. */
export function AttachmentPicture({
  attachment,
  className,
}: {
  attachment: Attachment;
  className?: string;
}) {
  if (attachment.hasThumbnail) {
    return (
      <img
        src={attachmentThumbnailUrl(attachment)}
        alt={attachment.fileName}
        loading="lazy"
        decoding="async"
        className={cn('size-full rounded-md object-cover', className)}
      />
    );
  }
  return (
    <span className={cn('grid size-full place-items-center rounded-md bg-muted', className)}>
      <FileTextIcon className="size-6 text-muted-foreground" aria-hidden="true" />
    </span>
  );
}

/**
 * A transaction's attachments as tiles, each opening the viewer; a PDF's tile names its file
 * under the icon (an image's name is its picture's alt text).
 */
export function AttachmentThumbs({
  attachments,
  onOpen,
  currentId,
}: {
  attachments: readonly Attachment[];
  onOpen: (attachment: Attachment) => void;
  /** The one the viewer shows, marked. */
  currentId?: string;
}) {
  const { t } = useTranslation('transactions');
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('attachments.listLabel')}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <button
            type="button"
            onClick={() => onOpen(attachment)}
            aria-current={attachment.id === currentId ? 'true' : undefined}
            title={attachment.fileName}
            aria-label={t('attachments.open', { name: attachment.fileName })}
            className={cn(
              'grid w-20 gap-1 rounded-lg border p-1 text-left text-xs outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50',
              attachment.id === currentId && 'border-primary ring-1 ring-primary',
            )}
          >
            <span className="block size-[4.35rem]">
              <AttachmentPicture attachment={attachment} />
            </span>
            {attachment.hasThumbnail ? null : (
              <span className="truncate" aria-hidden="true">
                {attachment.fileName}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
