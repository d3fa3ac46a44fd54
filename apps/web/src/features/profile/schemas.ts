import { changePasswordRequestSchema, updateProfileRequestSchema } from '@budget/contract';
import { z } from 'zod';

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
    newPassword: z.string().min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
