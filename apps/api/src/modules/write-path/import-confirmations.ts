import { TransactionType } from '@budget/contract';
import { clearedChanges, type StoredRow } from './cleared-changes.ts';
import type { Statement } from './derived.repository.ts';
import type { Trx } from './group-lock.ts';
import { rowsOfIds, setSideState } from './reconcile.repository.ts';

/**
 * A side of a transaction typed by hand that a bank file's row stood for (imports/
 * import-checks.ts, `matchEntered`): 0 where it is kept, 1 where a transfer arrives.
 */
export interface TypedSide {
  id: string;
  side: 0 | 1;
}

/** A typed side to confirm, and the account the file's row goes into (null: the group's first). */
export type Confirmation = TypedSide & { into: string | null };

/** A payment between members is kept in an account but is in none (account-sums.ts). */
const isSettlement = (row: StoredRow) =>
  Number(row.transaction_type) === TransactionType.Transfer && row.to_money_account_id === null;

const CHUNK = 400;

async function rowsOf(trx: Trx, groupId: string, ids: readonly string[]) {
  const rows: StoredRow[] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += CHUNK)
    rows.push(...(await rowsOfIds(trx, groupId, unique.slice(i, i + CHUNK))));
  return new Map(rows.map((row) => [row.id, row]));
}

const stateOf = (row: StoredRow, side: 0 | 1) =>
  side === 0
    ? {
        cleared: Number(row.cleared),
        reconciled: Number(row.reconciled),
        account: row.money_account_id,
      }
    : {
        cleared: Number(row.to_cleared),
        reconciled: Number(row.to_reconciled),
        account: row.to_money_account_id,
      };

/**
 * The sides set to `cleared` (as read before), and what that changes in their accounts' cleared
 * sums: one statement per account and table.
 */
async function setCleared(
  trx: Trx,
  sides: readonly { row: StoredRow; side: 0 | 1 }[],
  cleared: boolean,
): Promise<Statement[]> {
  const ids = (side: 0 | 1) => sides.filter((s) => s.side === side).map((s) => s.row.id);
  for (const [side, name] of [
    [0, 'from'],
    [1, 'to'],
  ] as const) {
    for (let i = 0; i < ids(side).length; i += CHUNK)
      await setSideState(trx, name, ids(side).slice(i, i + CHUNK), { cleared: cleared ? 1 : 0 });
  }
  const byAccount = Map.groupBy(sides, ({ row, side }) => stateOf(row, side).account ?? '');
  return [...byAccount].flatMap(([account, inAccount]) =>
    clearedChanges(
      inAccount.map(({ row }) => row),
      account,
      cleared,
    ),
  );
}

/**
 * Under the group's lock: the typed sides an import's rows stood for, still there, not cleared
 * and in the account the row goes into (a file's row says nothing of another account, nor of a
 * payment between members), marked cleared as the bank's file confirms them, and recorded with
 * the import so that its undo takes the mark back. `firstOpen`: the group's first open account.
 */
export async function confirmTyped(
  trx: Trx,
  groupId: string,
  batchId: string,
  typed: readonly Confirmation[],
  firstOpen: string | undefined,
): Promise<{ count: number; statements: Statement[] }> {
  if (typed.length === 0) return { count: 0, statements: [] };
  const rows = await rowsOf(
    trx,
    groupId,
    typed.map((t) => t.id),
  );
  const sides = typed.flatMap(({ id, side, into }) => {
    const row = rows.get(id);
    if (!row || isSettlement(row)) return [];
    const state = stateOf(row, side);
    return state.account === (into ?? firstOpen) && state.cleared === 0 ? [{ row, side }] : [];
  });
  if (sides.length === 0) return { count: 0, statements: [] };
  const records = sides.map(({ row, side }) => ({
    import_batch_id: batchId,
    transaction_id: row.id,
    side,
  }));
  for (let i = 0; i < records.length; i += CHUNK)
    await trx
      .insertInto('import_confirmed')
      .values(records.slice(i, i + CHUNK))
      .execute();
  return { count: sides.length, statements: await setCleared(trx, sides, true) };
}

/**
 * Under the group's lock, at an import's undo: what it marked cleared is not cleared again,
 * unless a reconciliation has locked it since (the bank's balance was agreed with it).
 */
export async function unconfirmTyped(
  trx: Trx,
  groupId: string,
  batchId: string,
): Promise<Statement[]> {
  const records = await trx
    .selectFrom('import_confirmed')
    .select(['transaction_id', 'side'])
    .where('import_batch_id', '=', batchId)
    .execute();
  if (records.length === 0) return [];
  await trx.deleteFrom('import_confirmed').where('import_batch_id', '=', batchId).execute();
  // A side another import confirmed since (after it was uncleared meanwhile) stays that one's.
  const others = new Set(
    (
      await trx
        .selectFrom('import_confirmed')
        .select(['transaction_id', 'side'])
        .where(
          'transaction_id',
          'in',
          records.map((r) => r.transaction_id),
        )
        .execute()
    ).map((r) => `${r.transaction_id}|${r.side}`),
  );
  const rows = await rowsOf(
    trx,
    groupId,
    records.map((r) => r.transaction_id),
  );
  const sides = records.flatMap(({ transaction_id, side }) => {
    const row = rows.get(transaction_id);
    const which: 0 | 1 = side === 1 ? 1 : 0;
    if (!row || others.has(`${transaction_id}|${which}`)) return [];
    const state = stateOf(row, which);
    return state.cleared === 1 && state.reconciled === 0 ? [{ row, side: which }] : [];
  });
  return setCleared(trx, sides, false);
}
