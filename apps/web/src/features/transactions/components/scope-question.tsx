import type { TransactionScope } from '@budget/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceDialog, type Choice } from '@/components/choice-dialog.tsx';

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
  const { t } = useTranslation('transactions');
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

  const following: Choice<TransactionScope> = {
    label: t('scope.following'),
    value: 'following',
    look: 'primary',
  };
  const both: readonly Choice<TransactionScope>[] = [
    { label: t('scope.this'), value: 'this', look: 'outline' },
    following,
  ];
  const dialog = (
    <ChoiceDialog
      open={asked !== null}
      onOpenChange={(open) => !open && answer(null)}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (returnTo.current?.isConnected) returnTo.current.focus();
      }}
      title={t('scope.title')}
      description={t(asked?.onlyFollowing ? 'scope.onlyFollowing' : 'scope.question')}
      choices={asked?.onlyFollowing ? [following] : both}
      onChoose={answer}
    />
  );
  return { ask, dialog };
}
