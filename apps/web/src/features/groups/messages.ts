/** SPEC section 8: the groups screen's success toasts, exactly as written. */
export const GROUP_MESSAGES = {
  created: 'Group created successfully',
  deleted: 'Group deleted successfully',
  assigned: 'User assigned successfully',
  unassigned: 'User unassigned successfully',
  roleUpdated: 'User role updated successfully',
  left: 'Left group successfully',
} as const;
