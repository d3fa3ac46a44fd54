import { ErrorCode } from '@budget/contract';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { errorMessagesOf, showApiError } from './show-api-error.ts';

const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

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

describe('showApiError', () => {
  it('shows a message once when two calls fail with it at the same time', async () => {
    render(<Toaster />);
    const failure = withBody({
      status: 2,
      warnings: [],
      errors: [{ message: 'Database unavailable', code: ErrorCode.InternalServerError }],
    });
    act(() => {
      showApiError(failure);
      showApiError(failure);
      showApiError(new Error('Another cause'));
    });
    expect(await screen.findByText('Another cause')).toBeTruthy();
    expect(screen.getAllByText('Database unavailable')).toHaveLength(1);
  });
});
