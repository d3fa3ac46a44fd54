import { MESSAGES_PL } from '@budget/contract/messages-pl';
import accounts from './accounts.json';
import auth from './auth.json';
import balances from './balances.json';
import budgets from './budgets.json';
import categories from './categories.json';
import common from './common.json';
import dashboard from './dashboard.json';
import groups from './groups.json';
import imports from './imports.json';
import offline from './offline.json';
import profile from './profile.json';
import reconcile from './reconcile.json';
import reports from './reports.json';
import rules from './rules.json';
import settings from './settings.json';
import tags from './tags.json';
import transactions from './transactions.json';

export { translateMessagePl } from '@budget/contract/messages-pl';

import type { en } from '../en/index.ts';

type Namespaces = { [N in keyof typeof en]: Record<string, string> };

/**
 * Polish, downloaded when chosen: the same namespaces as English (locales.test.ts checks every
 * key, with Polish's plural forms), and 'validation', the contract's and server's messages.
 */
export const pl: Namespaces & { validation: Record<string, string> } = {
  accounts,
  auth,
  balances,
  budgets,
  categories,
  common,
  dashboard,
  groups,
  imports,
  offline,
  profile,
  reconcile,
  reports,
  rules,
  settings,
  tags,
  transactions,
  validation: MESSAGES_PL,
};
