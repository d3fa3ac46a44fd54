import type { MemberDaySumsTable } from '../../db/schema.ts';
import { runStatements, upsertStatements } from './derived.repository.ts';
import { compare, tableOf } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { Rollup } from './rollup.ts';
import { outflowSign, parseSplit } from './splits.ts';

const keyOf = (r: { user_id: string; transaction_type: number; currency: number; day: string }) =>
  `${r.user_id}|${r.transaction_type}|${r.currency}|${r.day}`;

/**
 * What each member paid and owes per transaction type, currency and day, recomputed from the
 * shared transactions' payers and splits, against the stored rollup (docs/decisions.md,
 * 'Splits'); rewritten when repairing.
 */
export async function checkMemberSums(trx: Trx, groupId: string, repair: boolean) {
  const shared = await trx
    .selectFrom('transactions')
    .select(['transaction_type', 'amount', 'currency', 'date', 'paid_by', 'split'])
    .where('group_id', '=', groupId)
    .where('split', 'is not', null)
    .where('paid_by', 'is not', null)
    .execute();
  const sums = new Rollup<Omit<MemberDaySumsTable, 'paid' | 'share'>>();
  for (const row of shared) {
    const transaction_type = Number(row.transaction_type);
    const sign = outflowSign(transaction_type);
    const split = parseSplit(row.split);
    if (sign === 0 || !split || row.paid_by === null) continue;
    const currency = Number(row.currency);
    const add = (user_id: string, paid: number, share: number) => {
      const fields = { group_id: groupId, user_id, transaction_type, currency, day: row.date };
      sums.add(keyOf(fields), () => fields, [sign * paid, sign * share]);
    };
    add(row.paid_by, Math.abs(Number(row.amount)), 0);
    for (const part of split.parts) add(part.userId, 0, part.minor);
  }
  const expected: MemberDaySumsTable[] = sums
    .entries()
    .map(({ fields, values: [paid = 0, share = 0] }) => ({ ...fields, paid, share }));
  const stored = await trx
    .selectFrom('member_day_sums')
    .selectAll()
    .where('group_id', '=', groupId)
    .execute();
  const differences = compare(
    'member_day_sums',
    tableOf(
      stored,
      (r) =>
        keyOf({ ...r, transaction_type: Number(r.transaction_type), currency: Number(r.currency) }),
      (r) => [Number(r.paid), Number(r.share)],
    ),
    tableOf(expected, keyOf, (r) => [r.paid, r.share]),
  );
  if (repair && differences.length > 0) {
    await trx.deleteFrom('member_day_sums').where('group_id', '=', groupId).execute();
    const key = ['group_id', 'user_id', 'transaction_type', 'currency', 'day'] as const;
    await runStatements(trx, upsertStatements('member_day_sums', expected, [...key], []));
  }
  return differences;
}
