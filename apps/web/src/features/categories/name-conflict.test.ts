import type { Category } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { knownNameConflict } from './name-conflict.ts';

describe('knownNameConflict', () => {
  const food = { id: 'c1', groupId: 'g1', name: 'Food' } as Category;

  it("gives the server's message for a name the group has, in any case", () => {
    expect(knownNameConflict([food], { groupId: 'g1', name: ' FOOD ' })).toBe(
      'A category named "FOOD" already exists in this group',
    );
  });

  it('lets the same name pass in another group, or the category keep its own name', () => {
    expect(knownNameConflict([food], { groupId: 'g2', name: 'Food' })).toBeUndefined();
    expect(knownNameConflict([food], { groupId: 'g1', name: 'food', id: 'c1' })).toBeUndefined();
  });
});
