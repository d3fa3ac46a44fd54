import { z } from 'zod';

/** Field name -> messages, as in validation errors and registration conflicts. */
export const errorDetailsSchema = z.record(z.string(), z.array(z.string()));
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.number().int(),
  details: errorDetailsSchema.nullable(),
  stackTrace: z.string().nullable(),
  innerError: z.string().nullable(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiWarningSchema = z.object({ message: z.string() });
export type ApiWarning = z.infer<typeof apiWarningSchema>;
