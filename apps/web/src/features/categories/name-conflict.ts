import type { Category } from '@budget/contract';
import { isApiClientError } from '@/lib/api-client-error.ts';

/**
 * A 409 means the group already has a category of that name (in any case): its message
 * belongs on the name field rather than in a toast. Undefined for any other failure.
 */
export function nameConflictMessage(error: unknown): string | undefined {
  if (!isApiClientError(error) || error.status !== 409) return undefined;
  return error.details?.name?.[0] ?? error.message;
}

/**
 * The server's 409 message for a name the group already has (in any case), found in the list
 * already loaded, so a conflict seen before sending costs no request and no failed request
 * in the browser's console. The server still decides: a name taken meanwhile answers 409.
 */
export function knownNameConflict(
  categories: readonly Category[],
  candidate: { groupId: string; name: string; id?: string },
): string | undefined {
  const name = candidate.name.trim();
  const wanted = name.toLowerCase();
  const taken = categories.some(
    (category) =>
      category.groupId === candidate.groupId &&
      category.id !== candidate.id &&
      category.name.trim().toLowerCase() === wanted,
  );
  return taken ? `A category named "${name}" already exists in this group` : undefined;
}
