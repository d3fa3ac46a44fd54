import { changePasswordRequestSchema, updateProfileRequestSchema } from '@budget/contract';
import { z } from 'zod';
import { i18next } from '@/lib/i18n/i18n.ts';

/** A message of the form's own checks, written when one fails, in the interface's language. */
const message =
  (key: 'password.tooShort' | 'password.confirmRequired' | 'password.mismatch') => () =>
    i18next.t(key, { ns: 'profile' });

export const profileFormSchema = updateProfileRequestSchema;
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/**
 * The form checks only 6 characters; the server applies the full password rules and its message
 * is shown for a weaker password (docs/product.md, 'Forms and validation').
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordRequestSchema.shape.currentPassword,
    newPassword: z.string().min(6, { error: message('password.tooShort') }),
    confirmPassword: z.string().min(1, { error: message('password.confirmRequired') }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: message('password.mismatch'),
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
