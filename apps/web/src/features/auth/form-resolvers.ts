import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './schemas.ts';

// Loaded by the sign-in screens through lazyResolver (src/lib/lazy-resolver.ts).
export const loginResolver = zodResolver(loginFormSchema);
export const registerResolver = zodResolver(registerFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
