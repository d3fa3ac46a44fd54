import { z } from 'zod';
import { emailField, usernameField } from './fields.ts';

/** The profile of GET /users/me. */
export const userProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(z.string()),
  isActive: z.boolean(),
  emailConfirmed: z.boolean(),
  /** The same value as emailConfirmed, under the other name the client knows. */
  isEmailConfirmed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const updateProfileRequestSchema = z.object({
  email: emailField('Valid email is required'),
  username: usernameField,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** Registration and profile conflicts name the duplicated field in errors[0].details. */
export const DuplicateField = {
  Email: 'DuplicateEmail',
  UserName: 'DuplicateUserName',
} as const;
