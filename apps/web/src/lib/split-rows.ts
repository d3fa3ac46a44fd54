import { SplitMethod, type SplitPartInput } from '@budget/contract';

/** One member's row of a split, by user id: ticked (Equally) and the number typed (the rest). */
export type SplitRows = Record<string, { included: boolean; value: string }>;

/**
 * The rows a newly chosen method starts from, so the split adds up at once where it can:
 * everyone ticked, one share each, or the percentages spread evenly (the odd hundredths to the
 * first members). Exact amounts start empty: only the user knows them.
 */
export function freshRows(method: SplitMethod, memberIds: readonly string[]): SplitRows {
  const count = memberIds.length;
  const basis = count > 0 ? Math.floor(10_000 / count) : 0;
  return Object.fromEntries(
    memberIds.map((userId, index) => {
      let value = '';
      if (method === SplitMethod.Shares) value = '1';
      if (method === SplitMethod.Percentages)
        value = String((basis + (index < 10_000 - basis * count ? 1 : 0)) / 100);
      return [userId, { included: true, value }];
    }),
  );
}

/**
 * The parts sent for the current group's members: the ticked ones for Equally, otherwise those
 * with a number other than zero (an empty box means the member does not share it).
 */
export function splitPartsOf(
  method: SplitMethod,
  rows: SplitRows,
  memberIds: readonly string[],
): SplitPartInput[] {
  return memberIds.flatMap((userId) => {
    const row = rows[userId];
    if (!row) return [];
    if (method === SplitMethod.Equal) return row.included ? [{ userId, value: 1 }] : [];
    const text = row.value.trim();
    if (text === '' || Number(text) === 0) return [];
    return [{ userId, value: Number(text) }];
  });
}
