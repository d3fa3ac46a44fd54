import { ErrorCode, type ApiError } from '@budget/contract';
import type { ExternalToast } from 'sonner';
import { toast } from './toast.ts';
import { isApiClientError } from './api-client-error.ts';

export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

type EnvelopeLike = { status: unknown; errors: Partial<ApiError>[]; warnings: unknown };

function isEnvelopeLike(body: unknown): body is EnvelopeLike {
  return (
    typeof body === 'object' &&
    body !== null &&
    'status' in body &&
    'warnings' in body &&
    'errors' in body &&
    Array.isArray((body as { errors: unknown }).errors)
  );
}

/**
 * The messages the shared error display would toast (docs/product.md, 'Requests and errors');
 * exported for tests.
 */
export function errorMessagesOf(error: unknown): string[] {
  const body = isApiClientError(error) ? error.response : undefined;
  if (isEnvelopeLike(body)) {
    if (body.errors.length === 0) return [GENERIC_ERROR_MESSAGE];
    // Not-found errors are expected answers (e.g. an item already gone), so they stay quiet.
    return body.errors
      .filter((item) => item.code !== ErrorCode.NotFound)
      .map((item) => item.message || GENERIC_ERROR_MESSAGE);
  }
  if (error instanceof Error && error.message) return [error.message];
  return [GENERIC_ERROR_MESSAGE];
}

/**
 * Shows each message as an error toast. A screen may make several calls that fail for one cause
 * (the dashboard asks for budgets and their total), so one message is shown once: the toast's id
 * is its text, and a repeat replaces it instead of stacking a copy.
 */
export function showErrorMessages(messages: readonly string[], options?: ExternalToast): void {
  for (const message of messages) {
    toast.error(message, { id: `api-error:${message}`, ...options });
  }
}

/**
 * The shared error display of a failed call: the query client shows failed queries that ask for
 * it (`meta.showError`) and failed mutations (mutation-errors.ts) through it.
 */
export function showApiError(error: unknown, options?: ExternalToast): void {
  showErrorMessages(errorMessagesOf(error), options);
}
