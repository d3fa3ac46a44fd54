/** The groups screen's success toasts, exactly as the product words them. */
export const GROUP_MESSAGES = {
  created: 'Group created successfully',
  updated: 'Group updated successfully',
  deleted: 'Group deleted successfully',
  assigned: 'User assigned successfully',
  unassigned: 'User unassigned successfully',
  roleUpdated: 'User role updated successfully',
  left: 'Left group successfully',
  // Invitations (docs/decisions.md, 'Invitations'): the product has no words for them.
  invitationResent: (email: string) => `Invitation sent again to ${email}`,
  invitationRevoked: 'Invitation revoked',
} as const;
