import { MESSAGES_PL } from '@budget/contract/messages-pl';
import budgets from './budgets.json';
import categories from './categories.json';
import common from './common.json';
import dashboard from './dashboard.json';
import reports from './reports.json';
import settings from './settings.json';
import type { en } from '../en/index.ts';

type Namespaces = { [N in keyof typeof en]: Record<string, string> };

/**
 * Polish, downloaded when chosen: the same namespaces as English (locales.test.ts checks every
 * key, with Polish's plural forms), and 'validation', the contract's and server's messages.
 */
export const pl: Namespaces & { validation: Record<string, string> } = {
  common,
  settings,
  budgets,
  categories,
  dashboard,
  reports,
  validation: MESSAGES_PL,
};
