import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './schemas.ts';

// Loaded by the sign-in screens through lazyResolver (src/lib/lazy-resolver.ts).
export const registerResolver = zodResolver(registerFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
