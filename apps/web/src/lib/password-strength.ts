import { DIGIT, LOWERCASE_LETTER, SPECIAL_CHARACTER, UPPERCASE_LETTER } from '@budget/contract';

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** 0 to 7 points. */
  score: number;
  label: StrengthLabel;
  /** Width of the meter: 25, 50, 75 or 100. */
  percent: 25 | 50 | 75 | 100;
}

/** One point each: length ≥ 8, ≥ 12, ≥ 16, a lowercase, an uppercase, a digit, a special character. */
export function scorePassword(password: string): number {
  const checks = [
    password.length >= 8,
    password.length >= 12,
    password.length >= 16,
    LOWERCASE_LETTER.test(password),
    UPPERCASE_LETTER.test(password),
    DIGIT.test(password),
    SPECIAL_CHARACTER.test(password),
  ];
  return checks.filter(Boolean).length;
}

/** 0-2 Weak, 3-4 Fair, 5-6 Good, 7 Strong; nothing for an empty password. */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  const score = scorePassword(password);
  if (score <= 2) return { score, label: 'Weak', percent: 25 };
  if (score <= 4) return { score, label: 'Fair', percent: 50 };
  if (score <= 6) return { score, label: 'Good', percent: 75 };
  return { score, label: 'Strong', percent: 100 };
}
