import { MemberRole, type Group } from '@budget/contract';

/**
 * Owners and Members create, edit and delete a group's transactions, budgets and categories;
 * Viewers only read (docs/product.md, 'Roles'). The server decides; the screens only spare a
 * refusal.
 */
export function canWriteInGroup(role: MemberRole | undefined): boolean {
  return role === MemberRole.Owner || role === MemberRole.Member;
}

/** The groups the user may add things to, in the shared list's order. */
export function writableGroups(groups: readonly Group[]): Group[] {
  return groups.filter((group) => canWriteInGroup(group.role));
}
