import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify, compiled from the JSON Schema of the route's zod
 * response schema: faster than validating and stringifying each response, and only declared
 * fields ever leave the server. In test and development every response is also validated against
 * its zod schema, so a service that drifts from the contract fails loudly there.
 */
export function createSerializerCompiler(options: {
  validate: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.validate) return (data) => stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new Error(
          `Response of ${method} ${url} does not match its schema: ${result.error.message}`,
        );
      }
      return stringify(data);
    };
  };
}
