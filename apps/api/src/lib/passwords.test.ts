import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('stores argon2id with the OWASP parameters and a random salt', async () => {
    const first = await hashPassword('Correct#Horse1');
    const second = await hashPassword('Correct#Horse1');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Correct#Horse1');
    expect(await verifyPassword('Correct#Horse1', hash)).toBe(true);
    expect(await verifyPassword('correct#Horse1', hash)).toBe(false);
    expect(await verifyPassword('Correct#Horse1', 'not-a-hash')).toBe(false);
  });
});
