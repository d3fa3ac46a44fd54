import { z } from 'zod';

/** A person whose balance the rows that can be read leave other than the file states. */
export const balanceGapSchema = z.object({
  name: z.string(),
  currency: z.number().int(),
  /** The file's own 'Total balance' for the person. */
  file: z.number(),
  /** What the rows that can be read add up to for the person. */
  rows: z.number(),
});
export type BalanceGap = z.infer<typeof balanceGapSchema>;

/**
 * Something the user should know before importing a file (docs/decisions.md, 'Import'):
 * 'endsEarly', the file stops before its closing parts (`missing`, as the file would write them,
 * innermost first); what it holds up to there is listed and can be imported.
 * 'transfersAsRows': `count` of another app's transfers name an account the group does not have
 * (by name), so they import as ordinary rows (docs/decisions.md, 'Moving in from other apps').
 * 'balancesDiffer': a Splitwise file's rows that can be read leave the `balances` listed other
 * than its 'Total balance' row states (rows it cannot read, or a file edited by hand).
 */
export const importWarningSchema = z.object({
  code: z.enum(['endsEarly', 'transfersAsRows', 'balancesDiffer']),
  missing: z.array(z.string()),
  count: z.number().int().optional(),
  balances: z.array(balanceGapSchema).optional(),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;
