import type { Group } from '@budget/contract';
import { useMemo } from 'react';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { memberDirectory, type MemberDirectory } from '../split-summary.ts';

export interface GroupAccess {
  /** The groups the user may add transactions to. */
  writable: Group[];
  groupNames: ReadonlyMap<string, string>;
  members: MemberDirectory;
  canWrite: (groupId: string) => boolean;
  isMember: (groupId: string) => boolean;
}

/** What the user may see and change in their groups; the same objects while the groups stay. */
export function useGroupAccess(groups: Group[]): GroupAccess {
  return useMemo(() => {
    const roles = new Map(groups.map((group) => [group.id, group.role]));
    return {
      writable: writableGroups(groups),
      groupNames: new Map(groups.map((group) => [group.id, group.name])),
      members: memberDirectory(groups),
      canWrite: (groupId: string) => canWriteInGroup(roles.get(groupId)),
      isMember: (groupId: string) => roles.has(groupId),
    };
  }, [groups]);
}
