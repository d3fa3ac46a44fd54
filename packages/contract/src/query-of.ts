import type { z } from 'zod';

/** One value of a query parameter: numbers may be given as their text. */
type QueryItem<T> = T extends number ? T | `${T}` : T;

/** A parameter that may repeat is given as one item or a list. */
type QueryValue<T> = T extends readonly (infer Item)[]
  ? QueryItem<Item> | readonly QueryItem<Item>[]
  : QueryItem<T>;

/**
 * The query string a schema reads, as a caller states it: the schema's names, optional where its
 * input is, each with the type the server parses it into (a text schema's input type says only
 * "text", which would let any value through).
 */
export type QueryOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? QueryValue<z.output<S>[K]> : never;
};
