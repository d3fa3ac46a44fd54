import { z } from 'zod';

/**
 * Something the user should know before importing a file (docs/decisions.md, 'Import'):
 * 'endsEarly', the file stops before its closing parts (`missing`, as the file would write them,
 * innermost first); what it holds up to there is listed and can be imported.
 */
export const importWarningSchema = z.object({
  code: z.enum(['endsEarly']),
  missing: z.array(z.string()),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;
