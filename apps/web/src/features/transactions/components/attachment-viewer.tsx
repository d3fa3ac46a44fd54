import type { Attachment } from '@budget/contract';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatFileSize } from '@/lib/format-count.ts';
import { attachmentFileUrl, useDeleteAttachmentMutation } from '../api/attachments.ts';
import { AttachmentThumbs } from './attachment-thumbs.tsx';

export interface ViewerProps {
  /** The transaction's attachments; undefined while they load. */
  attachments: readonly Attachment[] | undefined;
  /** The one shown; the first when it is not (or no longer) among them. */
  currentId: string | null;
  onCurrentChange: (id: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Owners and Members delete; Viewers only look and download. */
  canWrite: boolean;
  transactionName: string;
}

/**
 * An image large (the stored file, which the server sends inline), a PDF as its name and a
 * download (the server sends it as one: docs/decisions.md, 'Attachments'); the others as tiles
 * to switch to. Download for everyone, Delete (asked first) for Owners and Members.
 */
export function AttachmentViewer(props: ViewerProps) {
  const { t } = useTranslation('transactions');
  const { attachments } = props;
  const current = attachments?.find((item) => item.id === props.currentId) ?? attachments?.[0];
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-3xl grid-rows-[auto_minmax(0,1fr)_auto] overflow-y-auto max-sm:p-4"
        // The dialog itself takes the focus (its title is read out), not its first button: Delete.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader className="pr-6">
          <DialogTitle className="wrap-anywhere">
            {current?.fileName ?? t('attachments.title')}
          </DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {t('attachments.of', { name: props.transactionName })}
          </DialogDescription>
        </DialogHeader>
        {current ? (
          <Shown attachment={current} />
        ) : attachments === undefined ? (
          <Spinner />
        ) : (
          <p className="text-sm text-muted-foreground">{t('attachments.none')}</p>
        )}
        {attachments && attachments.length > 1 ? (
          <AttachmentThumbs
            attachments={attachments}
            currentId={current?.id}
            onOpen={(attachment) => props.onCurrentChange(attachment.id)}
          />
        ) : null}
        {current ? <Actions attachment={current} canWrite={props.canWrite} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Shown({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('transactions');
  if (attachment.contentType.startsWith('image/')) {
    return (
      <img
        src={attachmentFileUrl(attachment)}
        alt={attachment.fileName}
        className="mx-auto max-h-[60dvh] w-auto max-w-full rounded-md border bg-muted/30 object-contain"
      />
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-lg border p-4">
      <FileTextIcon className="size-10 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">{attachment.fileName}</p>
        <p className="text-sm text-muted-foreground">
          {t('attachments.pdf', { size: formatFileSize(attachment.size) })}
        </p>
      </div>
    </div>
  );
}

function Actions({ attachment, canWrite }: { attachment: Attachment; canWrite: boolean }) {
  const { t } = useTranslation('transactions');
  const remove = useDeleteAttachmentMutation();
  return (
    <DialogFooter className="gap-2 max-sm:flex-row max-sm:justify-end">
      {canWrite ? (
        <DeleteAction
          key={attachment.id}
          name={t('attachments.deleteLabel', { name: attachment.fileName })}
          title={t('attachments.deleteTitle')}
          description={t('attachments.deleteText', { name: attachment.fileName })}
          run={() => remove.mutateAsync(attachment)}
          success={t('attachments.deleted')}
          dialogKey={`attachment-${attachment.id}`}
        />
      ) : null}
      <Button asChild variant="outline" size="sm">
        <a href={attachmentFileUrl(attachment)} download={attachment.fileName}>
          <DownloadIcon />
          {t('attachments.download')}
        </a>
      </Button>
    </DialogFooter>
  );
}
