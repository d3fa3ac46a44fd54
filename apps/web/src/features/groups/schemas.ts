import {
  currencyField,
  emailField,
  groupDescriptionField,
  groupNameField,
  inviteRoleSchema,
  timeZoneField,
} from '@budget/contract';
import { z } from 'zod';
import { i18next } from '@/lib/i18n/i18n.ts';

/** The contract's rules and messages for a group. */
export const groupFormSchema = z.object({
  name: groupNameField,
  description: groupDescriptionField,
});
export type GroupFormInput = z.input<typeof groupFormSchema>;
export type GroupFormOutput = z.output<typeof groupFormSchema>;

/** A new group: its name and description, its currency, and how it shares costs. */
export const createGroupFormSchema = groupFormSchema.extend({
  currency: currencyField,
  costs: z.enum(['payers', 'everyone', 'split'], {
    error: () => i18next.t('costs.required', { ns: 'groups' }),
  }),
  splitIncomes: z.boolean(),
});
export type CreateGroupFormInput = z.input<typeof createGroupFormSchema>;
export type CreateGroupFormOutput = z.output<typeof createGroupFormSchema>;

/** The Owner's edit of a group: its name, description and time zone. */
export const editGroupFormSchema = groupFormSchema.extend({ timeZone: timeZoneField });
export type EditGroupFormInput = z.input<typeof editGroupFormSchema>;
export type EditGroupFormOutput = z.output<typeof editGroupFormSchema>;

/** An invitation: a valid e-mail, trimmed before sending; Member or Viewer. */
export const inviteFormSchema = z.object({
  email: emailField('Valid email is required'),
  role: inviteRoleSchema,
});
export type InviteFormInput = z.input<typeof inviteFormSchema>;
export type InviteFormOutput = z.output<typeof inviteFormSchema>;
