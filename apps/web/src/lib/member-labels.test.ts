import { describe, expect, it } from 'vitest';
import { memberChoices, memberLabels } from './member-labels.ts';

const ann = { userId: 'u1', name: 'Ann Kowalska', userEmail: 'ann@example.test' };
const bob = { userId: 'u2', name: 'bob', userEmail: 'bob@example.test' };
const otherBob = { userId: 'u3', name: 'Bob', userEmail: 'bob@work.test' };

describe('member labels', () => {
  it('names members by name, with the e-mail where two names clash', () => {
    expect([...memberLabels([ann, bob]).values()]).toEqual(['Ann Kowalska', 'bob']);
    expect([...memberLabels([ann, bob, otherBob]).values()]).toEqual([
      'Ann Kowalska',
      'bob (bob@example.test)',
      'Bob (bob@work.test)',
    ]);
  });

  it('gives each choice its e-mail for the hover', () => {
    expect(memberChoices([ann])).toEqual([
      { userId: 'u1', label: 'Ann Kowalska', title: 'ann@example.test' },
    ]);
  });
});
