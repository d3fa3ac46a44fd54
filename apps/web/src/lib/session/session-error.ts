import { useSyncExternalStore } from 'react';
import { i18next } from '../i18n/i18n.ts';

/**
 * The session's last error, stored with its prefix as the product words it (docs/product.md,
 * 'Requests and errors'): 'Login failed:', 'Logout failed:', 'Registration failed:'. A failed
 * start-up check is 'Authentication failed:' (use-session.ts). Cleared by the next success.
 */
const SESSION_ERROR = {
  login: 'session.loginFailed',
  logout: 'session.logoutFailed',
  register: 'session.registerFailed',
} as const;

let lastError: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null) {
  if (value === lastError) return;
  lastError = value;
  for (const listener of listeners) listener();
}

export function recordSessionError(action: keyof typeof SESSION_ERROR, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  set(i18next.t(SESSION_ERROR[action], { message }));
}

export function clearSessionError(): void {
  set(null);
}

export function sessionError(): string | null {
  return lastError;
}

export function useSessionError(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sessionError,
    sessionError,
  );
}
