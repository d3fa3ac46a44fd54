import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema code (zod and the contract's schemas, about a quarter of the
 * sign-in screen's download) loads when the form first validates, after the screen has drawn.
 * A failed load is tried again at the next validation.
 */
export function lazyResolver<Input extends FieldValues, Context, Output extends FieldValues>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
