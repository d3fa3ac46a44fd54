import type { Group } from '@budget/contract';
import { useQuery } from '@tanstack/react-query';
import { groupsQueryOptions } from './api/get-groups.ts';
import { useSession } from './session/use-session.ts';

export interface GroupMembership {
  /** The user's groups, members included; empty while loading, on failure, or when not allowed. */
  groups: Group[];
  hasGroups: boolean;
  /** The first load is running. */
  isLoading: boolean;
  /** Why the list could not be loaded (it was already shown through the shared error display). */
  error: Error | null;
  /** Loads the list again, e.g. from a Retry button. */
  retry: () => void;
}

const NO_GROUPS: Group[] = [];

/**
 * The signed-in user's groups, shared by the sidebar links, the group-only routes, the dashboard
 * and the groups screen. Every group call answers 403 to an unconfirmed e-mail, and an inactive
 * user has no group functions at all, so neither is asked: both simply have no groups.
 */
export function useGroupMembership(): GroupMembership {
  const { user } = useSession();
  const allowed = Boolean(user?.isActive && user.emailConfirmed);
  const query = useQuery({ ...groupsQueryOptions(user?.id ?? ''), enabled: allowed });
  const groups = allowed ? (query.data ?? NO_GROUPS) : NO_GROUPS;
  return {
    groups,
    hasGroups: groups.length > 0,
    isLoading: allowed && query.isPending,
    error: allowed ? query.error : null,
    retry: () => void query.refetch(),
  };
}
