import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type * as ZodResolvers from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { MutationErrorMeta } from '@/lib/mutation-errors.ts';

export interface AppFormOptions<Input extends FieldValues, Output> {
  /**
   * The contract's (or the feature's) zod schema: the values' rules and the request sent; or a
   * function that loads it, for a screen drawn before zod is needed (the sign-in screen, whose
   * form is first checked when sent).
   */
  schema: z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);
  defaultValues?: DefaultValues<Input>;
  /** Values that follow the data they come from (react-hook-form's `values`). */
  values?: Input;
  /**
   * 'onTouched': a box is checked once left, for a form whose submit waits for something else
   * (Reconcile waits for a difference of 0), where a submit would never come to check it.
   */
  mode?: 'onTouched';
}

export type AppForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/** The zod resolver, loaded with the first check of any form (it brings zod's parser). */
let zodResolvers: Promise<typeof ZodResolvers> | undefined;

/** The schema's resolver; it and the schema, if given as a loader, are loaded when first used. */
function schemaResolver<Input extends FieldValues, Output>(
  schema: AppFormOptions<Input, Output>['schema'],
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    zodResolvers ??= import('@hookform/resolvers/zod');
    const [{ zodResolver }, loaded] = await Promise.all([
      zodResolvers,
      typeof schema === 'function' ? schema() : schema,
    ]);
    const resolver = zodResolver(loaded) as Resolver<Input, unknown, Output>;
    return resolver(values, context, options);
  };
}

/**
 * react-hook-form with the project's settings: the zod schema's resolver and when to check.
 * A form is checked on submit, then on every change; its submit button is never held back by
 * invalid values: a submit that cannot go says why (docs/decisions.md, 'Forms').
 */
export function useAppForm<Input extends FieldValues, Output>({
  schema,
  ...rest
}: AppFormOptions<Input, Output>): AppForm<Input, Output> {
  return useForm<Input, unknown, Output>({ resolver: schemaResolver(schema), ...rest });
}

/**
 * The `meta` of the mutation a form sends: the details entries of a 400 or 409 it shows under
 * its fields (`fields`: entries named as the form's fields; `map`: other keys or patterns, e.g.
 * `{ DuplicateEmail: 'email' }`), and how the rest is toasted. The mutation cache shows the
 * rest, the form's Form component the fields' part (src/lib/mutation-errors.ts).
 */
export function formErrors<Values extends FieldValues>({
  fields = [],
  map = {},
  ...meta
}: Omit<MutationErrorMeta, 'fields'> & {
  fields?: readonly FieldPath<Values>[];
  map?: Readonly<Record<string, FieldPath<Values>>>;
}): MutationErrorMeta {
  return { ...meta, fields: { ...Object.fromEntries(fields.map((name) => [name, name])), ...map } };
}
