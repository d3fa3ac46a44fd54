import { ErrorCode } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { errorMessagesOf, GENERIC_ERROR_MESSAGE } from './show-api-error.ts';

const withBody = (response: unknown) =>
  new ApiClientError({ message: 'first', code: ErrorCode.BadRequest, status: 400, response });

describe('errorMessagesOf', () => {
  it('shows each envelope error except not-found ones', () => {
    const error = withBody({
      status: 2,
      warnings: [],
      errors: [
        { message: 'Name is required', code: ErrorCode.Validation },
        { message: 'Group not found', code: ErrorCode.NotFound },
        { message: 'Amount must be non-negative', code: ErrorCode.Validation },
      ],
    });
    expect(errorMessagesOf(error)).toEqual(['Name is required', 'Amount must be non-negative']);
  });

  it('shows the generic text for an envelope without errors', () => {
    expect(errorMessagesOf(withBody({ status: 2, warnings: [], errors: [] }))).toEqual([
      GENERIC_ERROR_MESSAGE,
    ]);
  });

  it("otherwise shows the error's own message, or the generic text", () => {
    expect(errorMessagesOf(new Error('Network down'))).toEqual(['Network down']);
    expect(errorMessagesOf('???')).toEqual([GENERIC_ERROR_MESSAGE]);
  });
});
