import type { ImportCommitResult, ImportPreview } from '@budget/contract';
import { useState } from 'react';
import { openAccounts, useMoneyAccountsQuery } from '@/lib/api/get-money-accounts.ts';
import {
  NO_PICKS,
  accountPlan,
  importResultOf,
  lastImportAccount,
  rememberImportAccount,
  type AccountPicks,
  type ImportResult,
} from '../account-choices.ts';

/**
 * The money accounts an import's rows go into (account-choices.ts), and after the import the
 * closing balances it compared, shown until another file, group or Cancel.
 */
export function useImportAccounts(groupId: string, preview: ImportPreview | null) {
  const [picks, setPicks] = useState<AccountPicks>(NO_PICKS);
  /** The file's accounts still to choose are pointed out once Import was pressed. */
  const [showMissing, setShowMissing] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const open = openAccounts(useMoneyAccountsQuery(groupId).data);
  const plan = preview
    ? accountPlan(
        preview,
        open.map((account) => account.id),
        picks,
        lastImportAccount(groupId),
      )
    : null;

  return {
    /** Where the rows go; null while no file is on screen. */
    plan,
    openAccounts: open,
    showMissing,
    result,
    pickAccount(identifier: string | null, moneyAccountId: string) {
      setPicks((current) =>
        identifier === null
          ? { ...current, single: moneyAccountId }
          : { ...current, byIdentifier: { ...current.byIdentifier, [identifier]: moneyAccountId } },
      );
    },
    dismissResult: () => setResult(null),
    clear() {
      setPicks(NO_PICKS);
      setShowMissing(false);
      setResult(null);
    },
    /** Whether every account of the file has one of the group's; if not, says which lack one. */
    ready(): boolean {
      if (!plan || plan.missing.length === 0) return true;
      setShowMissing(true);
      return false;
    },
    imported(answer: ImportCommitResult) {
      if (!plan) return;
      const { moneyAccountId } = plan.request;
      // Where rows naming no account went: a file's named accounts are known by their identifier.
      const unnamed = plan.statements.length === 0 || plan.unnamedRows > 0;
      if (unnamed && moneyAccountId) rememberImportAccount(groupId, moneyAccountId);
      if (plan.statements.length > 0) setResult(importResultOf(answer, plan, open));
    },
  };
}
