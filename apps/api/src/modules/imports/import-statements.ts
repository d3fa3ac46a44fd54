import {
  MoneyAccountMessage,
  type ImportStatement,
  type commitImportRequestSchema,
} from '@budget/contract';
import type { z } from 'zod';
import { validationFailed } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import type { ParsedRow, ParsedStatement } from './file-text.ts';

/**
 * The accounts a file names, each once in file order (an MT940 file of daily statements names
 * one account many times): its currency, the bank's latest closing balance for it (a later date
 * wins, on the same date the later statement; one in a currency the app does not keep is none), its rows and the group's open account with its
 * identifier, where those rows go unless the commit says otherwise.
 */
export function fileStatements(
  statements: readonly ParsedStatement[],
  rows: readonly ParsedRow[],
  accounts: ReadonlyMap<string, string>,
): ImportStatement[] {
  const byIdentifier = new Map<string | null, ParsedStatement>();
  for (const statement of statements) {
    // A balance in a currency the app does not keep cannot be compared with anything.
    const usable = statement.currency !== null && statement.closingDate !== null;
    const own = usable ? statement : { ...statement, closingBalance: null, closingDate: null };
    const seen = byIdentifier.get(statement.identifier);
    const later =
      own.closingDate !== null &&
      (!seen || seen.closingDate === null || own.closingDate >= seen.closingDate);
    if (!seen || later) byIdentifier.set(statement.identifier, own);
  }
  const counts = new Map<string | null, number>();
  for (const row of rows) {
    const key = row.account ?? null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...byIdentifier.values()].map((statement) => ({
    identifier: statement.identifier,
    currency: statement.currency,
    closingBalance:
      statement.closingBalance === null ? null : fromMinorUnits(statement.closingBalance),
    closingDate: statement.closingDate,
    rows: counts.get(statement.identifier) ?? 0,
    moneyAccountId:
      statement.identifier === null ? null : (accounts.get(statement.identifier) ?? null),
  }));
}

type CommitInput = z.output<typeof commitImportRequestSchema>;

/**
 * Where each row goes: its statement's account as the request maps it (`accounts`), else the
 * group's open account with that identifier, else the request's `moneyAccountId` (else the
 * group's first open account). What the user chose for an identifier is remembered
 * (account-memory.ts): the map's choices, or `moneyAccountId` for a file of one account that no
 * account of the group knows yet.
 */
export function accountsOfRows(statements: readonly ImportStatement[], input: CommitInput) {
  const named = new Set(statements.flatMap((s) => (s.identifier === null ? [] : [s.identifier])));
  const stranger = input.accounts.findIndex((choice) => !named.has(choice.identifier));
  if (stranger !== -1) {
    const message = MoneyAccountMessage.IdentifierNotInFile;
    throw validationFailed(message, { [`accounts.${stranger}.identifier`]: [message] });
  }
  const chosen = new Map(
    input.accounts.map((choice) => [choice.identifier, choice.moneyAccountId]),
  );
  const known = new Map(
    statements.flatMap((s) =>
      s.identifier === null || s.moneyAccountId === null ? [] : [[s.identifier, s.moneyAccountId]],
    ),
  );
  const remember = [...chosen].map(([identifier, moneyAccountId]) => ({
    identifier,
    moneyAccountId,
  }));
  const [only, ...others] = named;
  if (
    remember.length === 0 &&
    only &&
    others.length === 0 &&
    input.moneyAccountId &&
    !known.has(only)
  )
    remember.push({ identifier: only, moneyAccountId: input.moneyAccountId });
  const ofIdentifier = (identifier: string | null) =>
    identifier === null
      ? input.moneyAccountId
      : (chosen.get(identifier) ?? known.get(identifier) ?? input.moneyAccountId);
  // Two of the file's accounts put into one account of the group: neither closing balance is
  // that account's, so neither is kept.
  const identifiersOf = new Map<string | null | undefined, Set<string | null>>();
  for (const { identifier } of statements) {
    const target = ofIdentifier(identifier);
    identifiersOf.set(target, (identifiersOf.get(target) ?? new Set()).add(identifier));
  }
  const shared = (identifier: string | null) =>
    (identifiersOf.get(ofIdentifier(identifier))?.size ?? 0) > 1;
  return {
    of: (row: ParsedRow) => ofIdentifier(row.account ?? null),
    remember,
    /** The closing balances, each for the account its statement's rows go to, alone. */
    balances: statements.flatMap((s) =>
      s.closingBalance === null ||
      s.closingDate === null ||
      s.currency === null ||
      shared(s.identifier)
        ? []
        : [
            {
              moneyAccountId: ofIdentifier(s.identifier),
              currency: s.currency,
              date: s.closingDate,
              balance: toMinorUnits(s.closingBalance),
            },
          ],
    ),
  };
}
