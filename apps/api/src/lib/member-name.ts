/** How balances and reports name a member: first and last name, or else the e-mail. */
export const memberName = (user: {
  email: string;
  first_name: string | null;
  last_name: string | null;
}): string => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
