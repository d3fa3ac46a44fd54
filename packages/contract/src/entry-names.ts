import type { Language } from './preference-values.ts';

/** Entries the server names itself when the request gives no name. */
export interface EntryNames {
  /** A payment recorded from 'Settle up', or an app's payment row without a title. */
  settlement: string;
  /** A transfer between money accounts sent without a name. */
  transfer: string;
  /** A new group's first money account, when the request names none. */
  mainAccount: string;
}

/**
 * Those names in the language of the member who records the entry (docs/decisions.md,
 * 'Languages'): the web app's words for the same things (balances' 'settle.title', the transfer
 * form's 'transfer.defaultName', the new group form's 'create.moneyAccountName'). Stored as
 * the entry's name, each stays in the language it was written in, as a name the member typed
 * would.
 */
export const ENTRY_NAMES: Record<Language, EntryNames> = {
  en: { settlement: 'Settlement', transfer: 'Transfer', mainAccount: 'Main account' },
  pl: { settlement: 'Rozliczenie', transfer: 'Przelew', mainAccount: 'Konto główne' },
};
