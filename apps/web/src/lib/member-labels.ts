/** A member as the group list gives them: their display name and e-mail. */
export interface NamedMember {
  userId: string;
  /** First and last name when given, else the user name (docs/decisions.md, 'Member names'). */
  name: string;
  userEmail: string;
}

/**
 * How the screens name each member, by user id: their name, and where two members of the list
 * share a name, the name with the e-mail after it, so a choice is never ambiguous.
 */
export function memberLabels(members: readonly NamedMember[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const member of members) {
    const key = member.name.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map(
    members.map((member) => [
      member.userId,
      (counts.get(member.name.toLowerCase()) ?? 0) > 1
        ? `${member.name} (${member.userEmail})`
        : member.name,
    ]),
  );
}

/** The members as choices of a select or rows of a split: their labels, the e-mail on hover. */
export function memberChoices(members: readonly NamedMember[]) {
  const labels = memberLabels(members);
  return members.map((member) => ({
    userId: member.userId,
    label: labels.get(member.userId) ?? member.name,
    title: member.userEmail,
  }));
}
