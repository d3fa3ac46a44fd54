import { MESSAGES_PL } from '@budget/contract/messages-pl';
import common from './common.json';
import offline from './offline.json';
import settings from './settings.json';
import type { en } from '../en/index.ts';

type Namespaces = { [N in keyof typeof en]: Record<string, string> };

/**
 * Polish, downloaded when chosen: the same namespaces as English (locales.test.ts checks every
 * key, with Polish's plural forms), and 'validation', the contract's and server's messages.
 */
export const pl: Namespaces & { validation: Record<string, string> } = {
  common,
  offline,
  settings,
  validation: MESSAGES_PL,
};
