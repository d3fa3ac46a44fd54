import { z } from 'zod';

export const serverStatusSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['ok', 'down']),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

export const versionSchema = z.object({ version: z.string() });
export type VersionInfo = z.infer<typeof versionSchema>;
