import { MemberRole, type Group, type GroupMember } from '@budget/contract';
import { CrownIcon, EyeIcon, UsersIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_ROLES,
  INVITE_ROLES,
  ROLE_PRESENTATION,
  memberActionsFor,
  permissionsFor,
  roleLabel,
} from './roles.ts';

const { Owner, Member, Viewer } = MemberRole;
const member = (userId: string, role: MemberRole): GroupMember => ({
  userId,
  name: userId,
  userEmail: `${userId}@example.test`,
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const group = (role: MemberRole, members: GroupMember[]): Group => ({
  id: 'g1',
  name: 'Household',
  description: null,
  role,
  timeZone: 'UTC',
  groupMembers: members,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('role presentation', () => {
  it('shows a yellow crown for Owner, a blue group for Member and a grey eye for Viewer', () => {
    expect(roleLabel(Owner)).toBe('Owner');
    expect(ROLE_PRESENTATION[Owner].icon).toBe(CrownIcon);
    expect(ROLE_PRESENTATION[Owner].className).toContain('yellow');
    expect(roleLabel(Member)).toBe('Member');
    expect(ROLE_PRESENTATION[Member].icon).toBe(UsersIcon);
    expect(ROLE_PRESENTATION[Member].className).toContain('blue');
    expect(roleLabel(Viewer)).toBe('Viewer');
    expect(ROLE_PRESENTATION[Viewer].icon).toBe(EyeIcon);
    expect(ROLE_PRESENTATION[Viewer].className).toContain('gray');
  });

  it('offers Member or Viewer to invite, and Member, Viewer or Owner to an Owner', () => {
    expect(INVITE_ROLES.map(roleLabel)).toEqual(['Member', 'Viewer']);
    expect(ASSIGNABLE_ROLES.map(roleLabel)).toEqual(['Member', 'Viewer', 'Owner']);
  });
});

describe('permissionsFor', () => {
  it('lets an Owner delete, edit, add and manage members, but not leave', () => {
    expect(permissionsFor(Owner)).toEqual({
      canDeleteGroup: true,
      canLeave: false,
      canAddMembers: true,
      canManageMembers: true,
      canEditGroup: true,
    });
  });

  it('lets a Member add members and leave', () => {
    expect(permissionsFor(Member)).toEqual({
      canDeleteGroup: false,
      canLeave: true,
      canAddMembers: true,
      canManageMembers: false,
      canEditGroup: false,
    });
  });

  it('lets a Viewer only leave', () => {
    expect(permissionsFor(Viewer)).toEqual({
      canDeleteGroup: false,
      canLeave: true,
      canAddMembers: false,
      canManageMembers: false,
      canEditGroup: false,
    });
  });
});

describe('memberActionsFor', () => {
  const members = [
    member('me', Owner),
    member('co', Owner),
    member('m', Member),
    member('v', Viewer),
  ];

  it("gives an Owner every other member's role and the removal of non-Owners", () => {
    const owned = group(Owner, members);
    expect(memberActionsFor(owned, 'me', members[2]!)).toEqual({
      canChangeRole: true,
      canRemove: true,
    });
    expect(memberActionsFor(owned, 'me', members[3]!)).toEqual({
      canChangeRole: true,
      canRemove: true,
    });
    expect(memberActionsFor(owned, 'me', members[1]!)).toEqual({
      canChangeRole: true,
      canRemove: false,
    });
  });

  it('lets an Owner step down only while another Owner remains, and never remove themself', () => {
    expect(memberActionsFor(group(Owner, members), 'me', members[0]!)).toEqual({
      canChangeRole: true,
      canRemove: false,
    });
    const alone = [member('me', Owner), member('m', Member)];
    expect(memberActionsFor(group(Owner, alone), 'me', alone[0]!)).toEqual({
      canChangeRole: false,
      canRemove: false,
    });
  });

  it('gives Members and Viewers no member actions', () => {
    for (const role of [Member, Viewer]) {
      for (const target of members) {
        expect(memberActionsFor(group(role, members), 'me', target)).toEqual({
          canChangeRole: false,
          canRemove: false,
        });
      }
    }
  });
});
