import { fromMinorUnits } from '../../../lib/money.ts';
import type { BulkInput } from '../../write-path/write-path.ts';
import type { ParsedRow } from '../file-text.ts';
import type { AppTags } from './app-tags.ts';

export { appTags } from './app-tags.ts';
export { isAppFormat } from './registry.ts';

/**
 * An app's transfer between two of the group's accounts (app-accounts.ts) written as the app's
 * transfer: out of the account the money left, into the other, with no category; any other row
 * as it is.
 */
export function appTransfer(row: ParsedRow, input: BulkInput): BulkInput {
  const placement = row.placement;
  if (!placement?.transferTo || placement.moneyAccountId === null) return input;
  return {
    ...input,
    categoryIds: [],
    categoryParts: undefined,
    moneyAccountId: placement.moneyAccountId,
    transfer: {
      toMoneyAccountId: placement.transferTo,
      toAmount: fromMinorUnits(Math.abs(row.amount ?? 0)),
    },
  };
}

/** An app's row as the write path takes it: its tags added, a transfer as a transfer. */
export function appInput(row: ParsedRow, input: BulkInput, tags: AppTags | null): BulkInput {
  const tagIds = tags?.of(row) ?? [];
  const tagged =
    tagIds.length === 0
      ? input
      : { ...input, tagIds: [...new Set([...(input.tagIds ?? []), ...tagIds])] };
  return appTransfer(row, tagged);
}
