import {
  forgottenPasswordRequestSchema,
  loginRequestSchema,
  newPasswordField,
  registerRequestSchema,
} from '@budget/contract';
import { z } from 'zod';
import { i18next } from '@/lib/i18n/i18n.ts';

// Written when a check fails, so the message is in the interface's language of that moment.
const CONFIRM_REQUIRED = () => i18next.t('check.confirmRequired', { ns: 'auth' });
const MISMATCH = () => i18next.t('check.mismatch', { ns: 'auth' });

export const loginFormSchema = loginRequestSchema;
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, { error: CONFIRM_REQUIRED }) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: MISMATCH,
    // Compare as soon as both passwords are typed, even while another field is still invalid.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const forgotPasswordFormSchema = forgottenPasswordRequestSchema;
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormOutput = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, { error: CONFIRM_REQUIRED }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: MISMATCH,
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
