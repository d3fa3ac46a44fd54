import { FileIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { formatFileSize } from '@/lib/format-count.ts';
import type { Upload } from '../hooks/use-attachment-uploads.ts';

/** One chosen file: its name and size, then how far it is sent or why the server refused it. */
function UploadItem({ upload, onRemove }: { upload: Upload; onRemove: () => void }) {
  const { t } = useTranslation('transactions');
  const name = upload.file.name;
  return (
    <li className="grid gap-1.5 rounded-lg border p-2 text-sm" data-state={upload.state}>
      <div className="flex min-w-0 items-center gap-2">
        <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate" title={name}>
          {name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {formatFileSize(upload.file.size)}
        </span>
        {upload.state === 'sending' ? null : (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="size-7"
            aria-label={t('attachments.remove', { name })}
            onClick={onRemove}
          >
            <XIcon />
          </Button>
        )}
      </div>
      {upload.state === 'sending' ? (
        <Progress
          value={Math.round(upload.fraction * 100)}
          aria-label={t('attachments.sending', { name })}
        />
      ) : null}
      {upload.state === 'waiting' ? (
        <p className="text-xs text-muted-foreground">{t('attachments.waiting')}</p>
      ) : null}
      {upload.error ? (
        <p className="text-xs text-destructive" role="alert">
          {t('attachments.refused', { name, reason: upload.error })}
        </p>
      ) : null}
    </li>
  );
}

/** The files chosen and not yet among the transaction's attachments. */
export function UploadList({
  uploads,
  onRemove,
}: {
  uploads: readonly Upload[];
  onRemove: (key: number) => void;
}) {
  const { t } = useTranslation('transactions');
  if (uploads.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t('attachments.uploadsLabel')}>
      {uploads.map((upload) => (
        <UploadItem key={upload.key} upload={upload} onRemove={() => onRemove(upload.key)} />
      ))}
    </ul>
  );
}
