import { expect, it } from 'vitest';
import { PASSWORD, createUser } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';

describeEachDatabase(
  'rate limits on authentication',
  (ctx) => {
    it('limits sign-in attempts per account with 429 in the envelope', async () => {
      // Registration counts against the address, not yet against the account.
      const user = await createUser(ctx(), { activate: false });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await ctx()
          .client()
          .post('/auth/login', { email: user.email, password: PASSWORD });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.body.status).toBe(2);
          expect(response.body.errors[0]?.message).toMatch(/Too many requests/);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('limits each address across the authentication calls', async () => {
      const client = ctx().client();
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await client.post(
          '/auth/forgotten-password',
          { email: `someone${i}@example.test` },
          { headers },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    });
  },
  { AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_ADDRESS: '6', TRUST_PROXY: 'true' },
);
