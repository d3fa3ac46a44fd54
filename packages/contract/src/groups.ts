import { z } from 'zod';
import { EQUAL_AMONG, MemberRole } from './enums.ts';
import { Currency } from './currencies.ts';
import { emailField, NOT_BLANK, typedText } from './fields.ts';
import { currencyField } from './money.ts';

export const GROUP_NAME_MAX = 50;
export const GROUP_DESCRIPTION_MAX = 500;

export const memberRoleSchema = z.enum(MemberRole, {
  error: 'Role must be 1 (Owner), 2 (Member) or 3 (Viewer)',
});

/** Roles an invitation may give: Member (default) or Viewer. */
export const inviteRoleSchema = z.enum(
  { Member: MemberRole.Member, Viewer: MemberRole.Viewer },
  { error: 'Role must be 2 (Member) or 3 (Viewer)' },
);

const idField = (required: string, invalid: string) =>
  z.string().trim().regex(NOT_BLANK, required).max(64, invalid);
export const groupIdField = idField('Group ID is required', 'Group ID is invalid');
export const userIdField = idField('User ID is required', 'User ID is invalid');

export const groupMemberSchema = z.object({
  userId: z.string(),
  /** How the screens name the member: first and last name, else the user name. */
  name: z.string(),
  userEmail: z.string(),
  role: memberRoleSchema,
  joinedAt: z.iso.datetime(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The caller's role in the group. */
  role: memberRoleSchema,
  /** Filled when includeMembers=true; empty otherwise. */
  groupMembers: z.array(groupMemberSchema),
  /** IANA time zone of the household: its budgets' "today" and its "this month". */
  timeZone: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Group = z.infer<typeof groupSchema>;

export const listGroupsQuerySchema = z.object({
  includeMembers: z
    .enum(['true', 'false'], { error: 'includeMembers must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const groupNameField = typedText()
  .regex(NOT_BLANK, 'Group name is required')
  .max(GROUP_NAME_MAX, `Group name must be ${GROUP_NAME_MAX} characters or less`);

export const groupDescriptionField = typedText().max(
  GROUP_DESCRIPTION_MAX,
  `Description must be ${GROUP_DESCRIPTION_MAX} characters or less`,
);

/**
 * The runtime's own spelling of an IANA time zone name ('europe/warsaw' -> 'Europe/Warsaw'), or
 * null when it is no zone name. Offsets such as '+05:17' are refused: Intl takes them, but they
 * know no daylight saving time and are not what a household lives in.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether the runtime knows the IANA time zone (e.g. 'Europe/Warsaw', 'UTC'). */
export function isKnownTimeZone(name: string): boolean {
  return canonicalTimeZone(name) !== null;
}

const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as Europe/Warsaw';

export const timeZoneField = z
  .string({ error: 'Time zone is required' })
  .trim()
  .regex(NOT_BLANK, 'Time zone is required')
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isKnownTimeZone, TIME_ZONE_MESSAGE)
  .transform((name) => canonicalTimeZone(name) as string);

export const createGroupRequestSchema = z.object({
  name: groupNameField,
  description: groupDescriptionField.nullish().transform((value) => value || null),
  /** How costs are shared equally until a default split is set; left out: 'payers'. */
  equalAmong: z
    .enum(EQUAL_AMONG, { error: "equalAmong must be 'payers' or 'everyone'" })
    .default('payers'),
  /** Whether incomes are shared like expenses; left out: false (each keeps their own). */
  splitIncomes: z.boolean({ error: 'splitIncomes must be true or false' }).default(false),
  /**
   * The name of the group's first money account; left out: 'Main account' in the creator's
   * language.
   */
  moneyAccountName: typedText()
    .regex(NOT_BLANK, 'Account name is required')
    .max(50, 'Account name must be 50 characters or less')
    .nullish()
    .transform((value) => value ?? null),
  /** Where the household lives (the web app sends the browser's); left out: the server's `TZ`. */
  timeZone: timeZoneField.optional(),
  /**
   * The household's currency: its first money account's and the one balances are settled in;
   * left out: PLN.
   */
  currency: currencyField.default(Currency.PLN),
});
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

export const groupIdParamsSchema = z.object({ groupId: groupIdField });

/** PUT /groups (Owner): the group's name, description and time zone. */
export const updateGroupRequestSchema = z.object({
  groupId: groupIdField,
  name: groupNameField,
  description: groupDescriptionField.nullish().transform((value) => value || null),
  timeZone: timeZoneField,
});
export type UpdateGroupRequest = z.input<typeof updateGroupRequestSchema>;

export const assignUsersRequestSchema = z.object({
  groupId: groupIdField,
  userEmails: z
    .array(emailField('Valid email is required'))
    .min(1, 'At least one email is required')
    .max(50, 'At most 50 emails at once'),
  role: inviteRoleSchema.optional().default(MemberRole.Member),
});
export type AssignUsersRequest = z.input<typeof assignUsersRequestSchema>;

export const unassignUsersRequestSchema = z.object({
  groupId: groupIdField,
  userIds: z
    .array(userIdField)
    .min(1, 'At least one user is required')
    .max(50, 'At most 50 users at once'),
});
export type UnassignUsersRequest = z.input<typeof unassignUsersRequestSchema>;

export const changeUserRoleRequestSchema = z.object({
  groupId: groupIdField,
  userId: userIdField,
  role: memberRoleSchema,
});
export type ChangeUserRoleRequest = z.input<typeof changeUserRoleRequestSchema>;
