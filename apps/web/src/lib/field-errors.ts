import { isApiClientError } from './api-client-error.ts';

/**
 * A 400 names each failing field in `details` (docs/decisions.md, 'API'). The messages of the
 * fields a form shows belong under those fields, first message each; anything else goes to a toast.
 */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): [Field, string][] {
  if (!isApiClientError(error) || error.status !== 400 || !error.details) return [];
  const result: [Field, string][] = [];
  for (const field of fields) {
    const message = error.details[field]?.[0];
    if (message) result.push([field, message]);
  }
  return result;
}
