import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for session cookies and e-mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256, so a database leak reveals no usable token. One-shot
 * hashing: every request hashes its session cookie.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
