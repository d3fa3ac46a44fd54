import type { Transaction } from '@budget/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmQuestion } from '@/components/confirm-question.tsx';

/** Either side of the row locked by a reconciliation (docs/decisions.md, 'Money accounts'). */
export const isReconciled = (transaction: Transaction) =>
  transaction.reconciled || transaction.toReconciled;

/**
 * What is reconciled: the row being saved or deleted, or a following occurrence that saving the
 * series with scope 'following' replaces, or that deleting the following ones removes.
 */
export type ReconciledChange = 'this' | 'following' | 'delete' | 'deleteFollowing';

const TEXTS = {
  this: ['confirm.description', 'confirm.change'],
  following: ['confirm.following', 'confirm.change'],
  delete: ['confirm.deleteNote', 'confirm.deleteOne'],
  deleteFollowing: ['confirm.deleteFollowing', 'confirm.delete'],
} as const;

/**
 * 'Change a reconciled transaction?': asked before a reconciled row is saved, and when the
 * server refuses a series' change because a following occurrence is reconciled. `ask` resolves
 * true to go on, false when cancelled.
 */
export function useReconciledQuestion() {
  const { t } = useTranslation('reconcile');
  const { ask: askText, dialog } = useConfirmQuestion();
  const ask = useCallback(
    (change: ReconciledChange = 'this') =>
      askText({
        title: t('confirm.title'),
        description: t(TEXTS[change][0]),
        confirm: t(TEXTS[change][1]),
      }),
    [askText, t],
  );
  return { ask, dialog };
}
