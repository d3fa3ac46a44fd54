import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enforceRateLimits, type RateLimitRule } from '../rate-limits/rate-limiter.ts';

/** One count per normalised e-mail address, whether or not an account holds it. */
export const signInLockoutKey = (email: string) => `sign-in-failures:${email}`;

export type Limit = (ip: string, account?: string, extra?: RateLimitRule[]) => Promise<void>;

/** Every authentication call counts against the caller's address, and against the account. */
export function authLimit({ db, config }: ServiceDeps): Limit {
  const { perAddress, perAccount, windowMs } = config.authRateLimit;
  return (ip, account, extra = []) => {
    const rules: RateLimitRule[] = [{ key: `auth-ip:${ip}`, limit: perAddress, windowMs }];
    if (account) rules.push({ key: `auth-account:${account}`, limit: perAccount, windowMs });
    return enforceRateLimits(db, [...rules, ...extra]);
  };
}
