import { describe, expect, it } from 'vitest';
import { displayNameOf, initialOf } from './display-name.ts';

describe('displayNameOf', () => {
  it('joins first and last name when both exist', () => {
    expect(displayNameOf({ firstName: 'Ann', lastName: 'Smith', username: 'ann' })).toBe(
      'Ann Smith',
    );
  });

  it('falls back to the username when a name part is missing or blank', () => {
    expect(displayNameOf({ firstName: 'Ann', lastName: null, username: 'ann' })).toBe('ann');
    expect(displayNameOf({ firstName: null, lastName: 'Smith', username: 'ann' })).toBe('ann');
    expect(displayNameOf({ firstName: ' ', lastName: 'Smith', username: 'ann' })).toBe('ann');
  });

  it("says 'User' without a name or username", () => {
    expect(displayNameOf({ firstName: null, lastName: null, username: '' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});

describe('initialOf', () => {
  it('is the first letter, upper-cased', () => {
    expect(initialOf('ann')).toBe('A');
    expect(initialOf('')).toBe('U');
  });
});
