import type { Transaction } from '@budget/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceDialog } from '@/components/choice-dialog.tsx';

/** Either side of the row locked by a reconciliation (docs/decisions.md, 'Money accounts'). */
export const isReconciled = (transaction: Transaction) =>
  transaction.reconciled || transaction.toReconciled;

/**
 * 'Change a reconciled transaction?': asked before a reconciled row is saved. `ask` resolves
 * true to go on, false when cancelled; the focus goes back to where it was.
 */
export function useReconciledQuestion() {
  const { t } = useTranslation('reconcile');
  const [resolve, setResolve] = useState<((go: boolean) => void) | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((done) => {
        returnTo.current = document.activeElement as HTMLElement | null;
        setResolve(() => done);
      }),
    [],
  );
  const answer = (go: boolean) => {
    resolve?.(go);
    setResolve(null);
  };
  const dialog = (
    <ChoiceDialog
      open={resolve !== null}
      onOpenChange={(open) => !open && answer(false)}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (returnTo.current?.isConnected) returnTo.current.focus();
      }}
      title={t('confirm.title')}
      description={t('confirm.description')}
      choices={[{ label: t('confirm.change'), value: true, look: 'primary' }]}
      onChoose={answer}
    />
  );
  return { ask, dialog };
}
