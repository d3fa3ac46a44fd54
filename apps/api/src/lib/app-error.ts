import { ErrorCode, type ErrorDetails } from '@budget/contract';

/** A failure the client caused or may see; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetails | null;
  /** Extra response headers, such as Retry-After. */
  headers: Record<string, string> | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details ?? null;
  }
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new AppError(400, ErrorCode.BadRequest, message, details);

export const validationFailed = (message: string, details: ErrorDetails) =>
  new AppError(400, ErrorCode.Validation, message, details);

export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, ErrorCode.Unauthorized, message);

export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, ErrorCode.Forbidden, message);

export const notFound = (message = 'Not found') => new AppError(404, ErrorCode.NotFound, message);

export const alreadyExists = (message: string, details?: ErrorDetails) =>
  new AppError(409, ErrorCode.AlreadyExists, message, details);

export const conflict = (message: string, details?: ErrorDetails) =>
  new AppError(409, ErrorCode.Conflict, message, details);

export const locked = (message: string) => new AppError(423, ErrorCode.Forbidden, message);

export function tooManyRequests(retryAfterSeconds: number, message?: string) {
  const error = new AppError(
    429,
    ErrorCode.BadRequest,
    message ?? `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
  );
  error.headers = { 'retry-after': String(retryAfterSeconds) };
  return error;
}
