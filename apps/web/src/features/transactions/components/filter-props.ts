import type { Group } from '@budget/contract';

/**
 * What a filter of ids within the filter's group takes (categories, tags, money accounts): its
 * box's id, the groups and the chosen one (null: all), the ids chosen and where new ones go.
 */
export interface GroupIdsFilterProps {
  id: string;
  groups: Group[];
  groupId: string | null;
  value: string[];
  onChange: (ids: string[]) => void;
}
