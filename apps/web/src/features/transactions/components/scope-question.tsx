import type { TransactionScope } from '@budget/contract';
import { useCallback, useRef, useState } from 'react';
import { ChoiceDialog, type Choice } from '@/components/choice-dialog.tsx';

const FOLLOWING: Choice<TransactionScope> = {
  label: 'This and following',
  value: 'following',
  look: 'primary',
};
const BOTH: readonly Choice<TransactionScope>[] = [
  { label: 'This occurrence only', value: 'this', look: 'outline' },
  FOLLOWING,
];

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
    <ChoiceDialog
      open={asked !== null}
      onOpenChange={(open) => !open && answer(null)}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (returnTo.current?.isConnected) returnTo.current.focus();
      }}
      title="Edit recurring transaction"
      description={
        asked?.onlyFollowing
          ? 'A change to how it repeats applies to this occurrence and the following ones.'
          : 'This transaction repeats. Save the change for this occurrence only, or for this and the following ones?'
      }
      choices={asked?.onlyFollowing ? [FOLLOWING] : BOTH}
      onChoose={answer}
    />
  );
  return { ask, dialog };
}
