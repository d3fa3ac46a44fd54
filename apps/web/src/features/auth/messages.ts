/** Texts of the sign-in and account screens, exactly as the product specifies them. */
export const AUTH_MESSAGES = {
  emailNotConfirmed:
    "Email not verified. Check your inbox for verification link. If you didn't receive it, please request a new one.",
  accountLocked: 'Account locked due to multiple failed login attempts. Please try again later.',
  invalidCredentials: 'Invalid username or password',
  loginSuccess: 'Login successful. Welcome back!',
  /** Not in the product's texts: 'Welcome back!' would greet someone who was never here. */
  firstLoginSuccess: 'Login successful. Welcome to Budget App!',
  registerSuccess: 'Registration successful! Please check your email to verify your account.',
  forgotFailure: 'Failed to send reset instructions. Please try again.',
  forgotSuccess: 'Password reset instructions have been sent to your email.',
  resetFailure: 'Failed to reset password. Reset link is invalid or has expired.',
  resetSuccess: 'Password has been reset successfully!',
  invalidResetToken: 'Invalid reset token',
} as const;

/**
 * Texts of the invitation screens (docs/decisions.md, 'Invitations'); the product
 * specifies none. Registering from an invitation confirms the address, so the register success
 * says so instead of asking to check the inbox.
 */
export const INVITATION_MESSAGES = {
  joined: (groupName: string) => `You joined ${groupName}`,
  registeredAndJoined:
    'Registration successful! Your email address is confirmed and you joined the group. Sign in to open it.',
} as const;
