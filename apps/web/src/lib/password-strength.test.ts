import { describe, expect, it } from 'vitest';
import { passwordStrength, scorePassword } from './password-strength.ts';

describe('scorePassword', () => {
  it.each([
    ['a', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdefg1!', 5],
    ['Abcdefghijk1!', 6],
    ['Abcdefghijklmno1!', 7],
    ['1234567890123456', 4],
    ['!!!!', 1],
    // Any alphabet's letters: 'Ż' a capital, 'ó' small, neither special.
    ['Żółwik#2024xx', 6],
    ['Zażółć2024', 4],
  ])('scores %s as %i', (password, score) => {
    expect(scorePassword(password)).toBe(score);
  });
});

describe('passwordStrength', () => {
  it('shows nothing for an empty password', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it.each([
    ['abc', 'Weak', 25],
    ['abcdefgh', 'Weak', 25],
    ['Abcdefgh', 'Fair', 50],
    ['Abcdefg1', 'Fair', 50],
    ['Abcdefg1!', 'Good', 75],
    ['Abcdefghijk1!', 'Good', 75],
    ['Abcdefghijklmno1!', 'Strong', 100],
  ])('rates %s as %s (%i%%)', (password, label, percent) => {
    expect(passwordStrength(password)).toMatchObject({ label, percent });
  });
});
