import { isApiClientError } from '@/lib/api-client-error.ts';

/**
 * A 409 means the group already has a category of that name (in any case): its message
 * belongs on the name field rather than in a toast. Undefined for any other failure.
 */
export function nameConflictMessage(error: unknown): string | undefined {
  if (!isApiClientError(error) || error.status !== 409) return undefined;
  return error.details?.name?.[0] ?? error.message;
}
