import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog.tsx';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * Dialogs open now, by key. Screens switch between a table and cards at 768 px, which unmounts
 * the button that opened a dialog and mounts its twin: the twin reads this during its first
 * render (before the old one's clean-up runs) and opens again, so the question survives a
 * rotated phone or a resized window.
 */
const openDialogs = new Set<string>();

/**
 * A button that asks before it acts: an alert dialog with Cancel and the confirm button. The
 * dialog stays open while the action runs and closes when it succeeds; when onConfirm returns
 * false (it failed and said why) the dialog stays, so the user can retry or cancel. Focus goes
 * back to the trigger on cancel, and after success too unless `focusAfterSuccess` takes it
 * elsewhere (the trigger may go with the item it deleted).
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = true,
  onConfirm,
  focusAfterSuccess,
  dialogKey = title,
}: {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<boolean>;
  /** Moves the focus once the dialog has closed after the action succeeded. */
  focusAfterSuccess?: () => void;
  /** Names the dialog across a layout switch; the title unless two items may share one. */
  dialogKey?: string;
}) {
  const [open, setOpen] = useState(() => openDialogs.has(dialogKey));
  useEffect(() => {
    if (!open) return;
    openDialogs.add(dialogKey);
    return () => {
      openDialogs.delete(dialogKey);
    };
  }, [open, dialogKey]);
  const [pending, setPending] = useState(false);
  const succeeded = useRef(false);

  async function confirm() {
    setPending(true);
    try {
      succeeded.current = await onConfirm();
      if (succeeded.current) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!succeeded.current || !focusAfterSuccess) return;
          succeeded.current = false;
          event.preventDefault();
          focusAfterSuccess();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={() => void confirm()}
            disabled={pending}
          >
            {pending ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
