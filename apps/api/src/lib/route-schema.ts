import { envelopeSchema, errorEnvelopeSchema } from '@budget/contract';
import type { z } from 'zod';

/** Response schemas of a route: the envelope around its data, and the error envelope. */
export function replies<T extends z.ZodType, S extends number = 200>(data: T, status?: S) {
  return {
    [status ?? 200]: envelopeSchema(data),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  } as { [K in S]: ReturnType<typeof envelopeSchema<T>> } & {
    '4xx': typeof errorEnvelopeSchema;
    '5xx': typeof errorEnvelopeSchema;
  };
}
