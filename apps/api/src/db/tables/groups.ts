import type { Generated } from 'kysely';

export interface GroupsTable {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  /** Grows with every write to the group's data; answers cached per version stay valid. */
  data_version: Generated<number>;
  /** Grows with every change to the group's budgets' rules; processes cache rules per version. */
  rules_version: Generated<number>;
  /** IANA time zone of the household ('today' of its budgets); null: the server's TZ. */
  time_zone: string | null;
  /** Balances are shown in this currency (migration 0017); null: PLN. */
  settlement_currency: number | null;
  /** New transactions' split as JSON (method and parts); null: equal, as `equal_among` says. */
  default_split: string | null;
  /** Migration 0020: 'payers' (Owners and Members) or 'everyone' (Viewers too). */
  equal_among: Generated<string>;
  /** Migration 0020: 1 when incomes are shared like expenses, 0 when they stay the receiver's. */
  split_incomes: Generated<number>;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  /** MemberRole: 1 Owner, 2 Member, 3 Viewer. */
  role: number;
  joined_at: string;
}

/** An e-mailed invitation to join a group (migration 0016). */
export interface GroupInvitationsTable {
  id: string;
  group_id: string;
  /** Trimmed and lower-cased, as accounts keep theirs. */
  email: string;
  /** MemberRole the invitation gives: 2 Member or 3 Viewer. */
  role: number;
  /** SHA-256 of the mailed token; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  /** When the newest mail went out: resending waits 60 s after it. */
  last_sent_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}
