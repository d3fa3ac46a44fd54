import { envelopeSchema, errorEnvelopeSchema } from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The app a route module registers on, typed by the contract's schemas: what a module's helpers
 * take when it registers its routes in groups.
 */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

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
