import { describe, expect, it } from 'vitest';
import { memberName } from './member-name.ts';

describe('memberName', () => {
  const base = { email: 'ann@example.test', username: 'ann', first_name: null, last_name: null };
  it('names a member by first and last name, else user name, else e-mail', () => {
    expect(memberName({ ...base, first_name: 'Ann', last_name: 'Kowalska' })).toBe('Ann Kowalska');
    expect(memberName({ ...base, first_name: 'Ann' })).toBe('Ann');
    expect(memberName(base)).toBe('ann');
    expect(memberName({ ...base, username: null })).toBe('ann@example.test');
  });
});
