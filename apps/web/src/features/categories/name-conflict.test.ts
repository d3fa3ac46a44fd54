import { ErrorCode } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client-error.ts';
import { nameConflictMessage } from './name-conflict.ts';

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
