import type { Category } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';

/**
 * The server's 409 message (in the interface's language) for a name the group already has (in any case), found in the list
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
  return taken ? i18next.t('form.nameTaken', { ns: 'categories', name }) : undefined;
}
