import { z } from 'zod';

/**
 * Something the user should know before importing a file (docs/decisions.md, 'Import'):
 * 'endsEarly', the file stops before its closing parts (`missing`, as the file would write them,
 * innermost first); what it holds up to there is listed and can be imported.
 * 'transfersAsRows': `count` of another app's transfers name an account the group does not have
 * (by name), so they import as ordinary rows (docs/decisions.md, 'Moving in from other apps').
 */
export const importWarningSchema = z.object({
  code: z.enum(['endsEarly', 'transfersAsRows']),
  missing: z.array(z.string()),
  count: z.number().int().optional(),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;
