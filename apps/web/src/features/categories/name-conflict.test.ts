import { ErrorCode, type Category } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client-error.ts';
import { knownNameConflict, nameConflictMessage } from './name-conflict.ts';

describe('nameConflictMessage', () => {
  it("takes the 409's message for the name, preferring details.name", () => {
    const withDetails = new ApiClientError({
      message: 'Conflict',
      code: ErrorCode.Conflict,
      status: 409,
      details: { name: ['A category named "Food" already exists in this group'] },
    });
    expect(nameConflictMessage(withDetails)).toBe(
      'A category named "Food" already exists in this group',
    );
    const bare = new ApiClientError({ message: 'Taken', code: ErrorCode.Conflict, status: 409 });
    expect(nameConflictMessage(bare)).toBe('Taken');
  });

  it('leaves every other failure to the shared error display', () => {
    const forbidden = new ApiClientError({ message: 'No', code: ErrorCode.Forbidden, status: 403 });
    expect(nameConflictMessage(forbidden)).toBeUndefined();
    expect(nameConflictMessage(new Error('boom'))).toBeUndefined();
  });
});

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
