import type { TransactionScope } from '@budget/contract';
import { useCallback, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';

interface Asked {
  /** A change to how it repeats applies to the following occurrences too: no 'only this'. */
  onlyFollowing: boolean;
  resolve: (scope: TransactionScope | null) => void;
}

/**
 * 'Edit recurring transaction': whether saving an occurrence of a series changes this one alone
 * or this and the following ones. `ask` resolves with the choice, or null when cancelled; the
 * focus goes back to where it was.
 */
export function useScopeQuestion() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const ask = useCallback(
    (onlyFollowing: boolean) =>
      new Promise<TransactionScope | null>((resolve) => {
        returnTo.current = document.activeElement as HTMLElement | null;
        setAsked({ onlyFollowing, resolve });
      }),
    [],
  );
  const answer = (scope: TransactionScope | null) => {
    asked?.resolve(scope);
    setAsked(null);
  };

  const dialog = (
    <AlertDialog open={asked !== null} onOpenChange={(open) => !open && answer(null)}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnTo.current?.isConnected) returnTo.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Edit recurring transaction</AlertDialogTitle>
          <AlertDialogDescription>
            {asked?.onlyFollowing
              ? 'A change to how it repeats applies to this occurrence and the following ones.'
              : 'This transaction repeats. Save the change for this occurrence only, or for this and the following ones?'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          {asked?.onlyFollowing ? null : (
            <Button variant="outline" onClick={() => answer('this')}>
              This occurrence only
            </Button>
          )}
          <Button onClick={() => answer('following')}>This and following</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { ask, dialog };
}
