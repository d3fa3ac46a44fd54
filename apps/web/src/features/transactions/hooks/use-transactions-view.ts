import type { Transaction } from '@budget/contract';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  parseTransactionsView,
  transactionsViewSearch,
  type TransactionsView,
} from '../transactions-view.ts';

export interface GoOptions {
  replace?: boolean;
  /** The transaction an edit address is for, carried in the history entry. */
  transaction?: Transaction;
}

/** The transactions screen's mode and filter, and a way to switch them (kept in the address). */
export function useTransactionsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => parseTransactionsView(params), [params]);
  const go = useCallback(
    (next: TransactionsView, { replace, transaction }: GoOptions = {}) =>
      void navigate(
        { search: transactionsViewSearch(next) },
        { replace, state: transaction ? { transaction } : undefined },
      ),
    [navigate],
  );
  return { view, go };
}
