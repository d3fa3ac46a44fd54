import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionError, recordSessionError, sessionError } from './session-error.ts';

describe('session errors', () => {
  afterEach(clearSessionError);

  it('keep the prefixes the product words them with', () => {
    recordSessionError('login', new Error('Invalid email or password'));
    expect(sessionError()).toBe('Login failed: Invalid email or password');
    recordSessionError('logout', new Error('Network error - please check your connection'));
    expect(sessionError()).toBe('Logout failed: Network error - please check your connection');
    recordSessionError('register', new Error('Email taken'));
    expect(sessionError()).toBe('Registration failed: Email taken');
    clearSessionError();
    expect(sessionError()).toBeNull();
  });
});
