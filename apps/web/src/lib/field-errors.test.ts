import { ErrorCode } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it("takes the first message of each of the form's fields from a 400", () => {
    const error = new ApiClientError({
      message: 'Validation failed',
      code: ErrorCode.Validation,
      status: 400,
      details: { name: ['name is too long', 'other'], categoryIds: ['Not here'], page: ['x'] },
    });
    expect(fieldErrorsOf(error, ['name', 'categoryIds', 'date'])).toEqual([
      ['name', 'name is too long'],
      ['categoryIds', 'Not here'],
    ]);
  });

  it('finds nothing in other failures', () => {
    const forbidden = new ApiClientError({
      message: 'No',
      code: ErrorCode.Forbidden,
      status: 403,
      details: { name: ['x'] },
    });
    expect(fieldErrorsOf(forbidden, ['name'])).toEqual([]);
    expect(fieldErrorsOf(new Error('x'), ['name'])).toEqual([]);
  });
});
