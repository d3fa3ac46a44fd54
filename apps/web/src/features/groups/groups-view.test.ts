import { describe, expect, it } from 'vitest';
import { manageGroupHref } from '@/lib/group-links.ts';
import { groupsViewSearch, parseGroupsView, type GroupsView } from './groups-view.ts';

const parse = (search: string) => parseGroupsView(new URLSearchParams(search));

describe('groups view in the address', () => {
  it('reads the four modes', () => {
    expect(parse('')).toEqual({ mode: 'list' });
    expect(parse('?view=new')).toEqual({ mode: 'create' });
    expect(parse('?group=g1')).toEqual({ mode: 'manage', groupId: 'g1' });
    expect(parse('?group=g1&view=add-member')).toEqual({ mode: 'invite', groupId: 'g1' });
  });

  it('falls back to the list for anything else', () => {
    expect(parse('?view=unknown')).toEqual({ mode: 'list' });
    expect(parse('?group=%20&view=add-member')).toEqual({ mode: 'list' });
  });

  it('writes what it reads', () => {
    const views: GroupsView[] = [
      { mode: 'list' },
      { mode: 'create' },
      { mode: 'manage', groupId: 'a b/c' },
      { mode: 'invite', groupId: 'g1' },
    ];
    for (const view of views) expect(parse(groupsViewSearch(view))).toEqual(view);
    expect(groupsViewSearch({ mode: 'list' })).toBe('');
  });

  it('agrees with the manage link other screens use', () => {
    expect(manageGroupHref('g 1')).toBe(
      `/groups${groupsViewSearch({ mode: 'manage', groupId: 'g 1' })}`,
    );
  });
});
