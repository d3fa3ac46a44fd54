import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify, compiled from the JSON Schema of the route's zod
 * response schema: faster than validating and stringifying each response, and only declared
 * fields ever leave the server. In test and development every response is also validated against
 * its zod schema, so a service that drifts from the contract fails loudly there.
 */
type JsonSchema = Record<string, unknown>;

/**
 * A union of numeric constants (an enumeration) is written as a plain number: the value was
 * checked on the way in (and against zod in tests), and fast-json-stringify would otherwise test
 * each branch for every value it writes.
 */
function simplifyEnumerations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyEnumerations);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as JsonSchema;
  const branches = node.anyOf;
  if (
    Array.isArray(branches) &&
    branches.every((b: JsonSchema) => (b.type === 'number' || b.type === 'integer') && 'const' in b)
  ) {
    const { anyOf: _anyOf, ...rest } = node;
    return { ...rest, type: 'number' };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplifyEnumerations(value)]),
  );
}

/**
 * Compiles each route's writer on its first answer, not at start: compiling all of them took
 * about half a second and tens of MiB that routes nobody calls never repay
 * (docs/performance.md, 'Start and memory').
 */
export function createSerializerCompiler(options: {
  validate: boolean;
  /** Receives each route's compile step, so a test can compile them all at once. */
  writers?: (() => unknown)[];
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    let compiled: ((data: unknown) => string) | undefined;
    function compile(): (data: unknown) => string {
      const jsonSchema = z.toJSONSchema(schema, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'any',
      });
      return fastJson(simplifyEnumerations(jsonSchema) as Parameters<typeof fastJson>[0]);
    }
    options.writers?.push(() => (compiled ??= compile()));
    if (!options.validate) return (data) => (compiled ??= compile())(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new Error(
          `Response of ${method} ${url} does not match its schema: ${result.error.message}`,
        );
      }
      return (compiled ??= compile())(data);
    };
  };
}
