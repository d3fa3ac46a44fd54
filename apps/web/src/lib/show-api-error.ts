import { ErrorCode, type ApiError } from '@budget/contract';
import type { ExternalToast } from 'sonner';
import { toast } from './toast.ts';
import { isApiClientError } from './api-client-error.ts';
import { i18next, translateMessage } from './i18n/i18n.ts';

/** What is shown of a failure that says nothing itself. */
export const genericErrorMessage = () => i18next.t('error.unexpected');

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
    if (body.errors.length === 0) return [genericErrorMessage()];
    // Not-found errors are expected answers (e.g. an item already gone), so they stay quiet.
    return body.errors
      .filter((item) => item.code !== ErrorCode.NotFound)
      .map((item) => item.message || genericErrorMessage());
  }
  if (error instanceof Error && error.message) return [error.message];
  return [genericErrorMessage()];
}

/**
 * Shows each message as an error toast, in the interface's language (the server already writes
 * its messages in it; one written in English elsewhere is translated from the catalog). A screen
 * may make several calls that fail for one cause (the dashboard asks for budgets and their
 * total), so one message is shown once: the toast's id is its text, and a repeat replaces it
 * instead of stacking a copy.
 */
export function showErrorMessages(messages: readonly string[], options?: ExternalToast): void {
  for (const message of messages) {
    toast.error(translateMessage(message), { id: `api-error:${message}`, ...options });
  }
}

/**
 * The shared error display of a failed call: the query client shows failed queries that ask for
 * it (`meta.showError`) and failed mutations (mutation-errors.ts) through it.
 */
export function showApiError(error: unknown, options?: ExternalToast): void {
  showErrorMessages(errorMessagesOf(error), options);
}
