import { z } from 'zod';
import { ResponseStatus } from './enums.ts';
import { apiErrorSchema, apiWarningSchema } from './errors.ts';

/** Every response body of the API: {status, data, errors, warnings}. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.union([
      z.literal(ResponseStatus.Success),
      z.literal(ResponseStatus.Warning),
      z.literal(ResponseStatus.Error),
    ]),
    data,
    errors: z.array(apiErrorSchema),
    warnings: z.array(apiWarningSchema),
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());

export type Envelope<T> = {
  status: ResponseStatus;
  data: T;
  errors: z.infer<typeof apiErrorSchema>[];
  warnings: z.infer<typeof apiWarningSchema>[];
};
