import {
  forgottenPasswordRequestSchema,
  loginRequestSchema,
  newPasswordField,
  registerRequestSchema,
} from '@budget/contract';
import { z } from 'zod';

const CONFIRM_REQUIRED = 'Please confirm your password';
const MISMATCH = "Passwords don't match";

export const loginFormSchema = loginRequestSchema;
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, CONFIRM_REQUIRED) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MISMATCH,
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
    confirmPassword: z.string().min(1, CONFIRM_REQUIRED),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MISMATCH,
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
