import { MAX_BACKUP_BYTES, type GroupBackup } from '@budget/contract';
import { UploadIcon } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { useRestoreGroupMutation } from '../api/use-restore-group-mutation.ts';

/**
 * 'Restore Backup': a file saved with 'Download backup' becomes a new group of the user's, all of
 * it or nothing (docs/decisions.md, 'Export and backup'). The server checks the file; what the
 * browser checks first is only what it can tell at once (size, JSON).
 */
export function RestoreBackupButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('groups');
  const input = useRef<HTMLInputElement>(null);
  const restore = useRestoreGroupMutation();
  // Reading a large file takes a moment too: the button is busy from the choice on.
  const [reading, setReading] = useState(false);
  const busy = reading || restore.isPending;

  async function restoreFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BACKUP_BYTES) {
      toast.error(t('restore.tooLarge', { size: MAX_BACKUP_BYTES / 1024 / 1024 }));
      return;
    }
    let backup: unknown;
    setReading(true);
    try {
      backup = JSON.parse(await file.text());
    } catch {
      backup = null;
    } finally {
      setReading(false);
    }
    if (typeof backup !== 'object' || backup === null || Array.isArray(backup)) {
      toast.error(t('restore.notBackup'));
      return;
    }
    try {
      const { data } = await restore.mutateAsync(backup as GroupBackup);
      toast.success(t('restore.restored', { group: data.name, file: file.name }));
    } catch {
      // The query client has shown the failure (src/lib/mutation-errors.ts).
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void restoreFile(event)}
      />
      <Button variant="outline" disabled={disabled || busy} onClick={() => input.current?.click()}>
        {busy ? <Spinner /> : <UploadIcon />}
        {busy ? t('restore.restoring') : t('restore.button')}
      </Button>
    </>
  );
}
