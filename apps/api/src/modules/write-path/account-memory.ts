import { isoNow } from '../../lib/time.ts';
import type { Trx } from './group-lock.ts';
import { updateAccount, type MoneyAccountRow } from './money-accounts.repository.ts';

/** A bank file's account identifier and the money account the user chose for it. */
export interface IdentifierChoice {
  identifier: string;
  moneyAccountId: string;
}

/**
 * Under the group's lock: each chosen account without a bank identifier takes the file's, so the
 * next file of that account finds it (docs/decisions.md, 'Money accounts'). An identifier another
 * account of the group already has stays with that one; an identifier is never replaced.
 */
export async function rememberIdentifiers(
  trx: Trx,
  accounts: readonly MoneyAccountRow[],
  choices: readonly IdentifierChoice[],
): Promise<void> {
  const held = new Map(accounts.map((account) => [account.id, account.bank_identifier]));
  for (const { identifier, moneyAccountId } of choices) {
    if ([...held.values()].includes(identifier)) continue;
    if (!held.has(moneyAccountId) || held.get(moneyAccountId) !== null) continue;
    await updateAccount(trx, moneyAccountId, { bank_identifier: identifier, updated_at: isoNow() });
    held.set(moneyAccountId, identifier);
  }
}
