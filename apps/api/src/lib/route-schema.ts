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

/**
 * The answers of a route that streams its body (a file): the body's type and schema under
 * `contentType` for 200, the error envelope for every failure, so the OpenAPI document states
 * them all. A stream is sent as it is: nothing serialises it.
 */
export function streamedReplies(contentType: string, body: z.ZodType, description: string) {
  return {
    200: { description, content: { [contentType]: { schema: body } } },
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  };
}
