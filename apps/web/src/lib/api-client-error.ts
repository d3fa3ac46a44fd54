import { ErrorCode, type ApiError, type ErrorDetails } from '@budget/contract';
import { i18next } from './i18n/i18n.ts';

/**
 * The texts of failures the browser finds itself (the server words its own), in the interface's
 * language when they happen.
 */
export const clientErrorMessage = {
  network: () => i18next.t('error.network'),
  /** An envelope that says Error without a message. */
  api: () => i18next.t('error.api'),
  unknown: () => i18next.t('error.unknown'),
};

/** Every failed call rejects with this. */
export class ApiClientError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | null;
  readonly stackTrace: string | null;
  /** HTTP status, or undefined when no response arrived. */
  readonly status: number | undefined;
  /** The parsed response body, when there was one. */
  readonly response: unknown;

  constructor(init: {
    message: string;
    code: ErrorCode;
    details?: ErrorDetails | null;
    stackTrace?: string | null;
    status?: number;
    response?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiClientError';
    this.code = init.code;
    this.details = init.details ?? null;
    this.stackTrace = init.stackTrace ?? null;
    this.status = init.status;
    this.response = init.response;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/** The code a failed HTTP status maps to when the body names none. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ErrorCode.BadRequest;
    case 401:
      return ErrorCode.Unauthorized;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 409:
      return ErrorCode.Conflict;
    default:
      return ErrorCode.InternalServerError;
  }
}

/** The body's first error, if the body is an envelope that carries one. */
export function firstErrorOf(body: unknown): Partial<ApiError> | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first: unknown = errors[0];
  return typeof first === 'object' && first !== null ? (first as Partial<ApiError>) : undefined;
}

/** An error from the envelope's first error: its message, code and details. */
export function fromEnvelopeError(
  error: Partial<ApiError>,
  status: number,
  response: unknown,
): ApiClientError {
  return new ApiClientError({
    message: error.message || clientErrorMessage.api(),
    code: typeof error.code === 'number' ? (error.code as ErrorCode) : codeForStatus(status),
    details: error.details ?? null,
    stackTrace: error.stackTrace ?? null,
    status,
    response,
  });
}

/** Normalises anything thrown into an ApiClientError; other failures keep their own message. */
export function toApiClientError(error: unknown): ApiClientError {
  if (error instanceof ApiClientError) return error;
  const message =
    error instanceof Error && error.message ? error.message : clientErrorMessage.unknown();
  return new ApiClientError({ message, code: ErrorCode.InternalServerError });
}
