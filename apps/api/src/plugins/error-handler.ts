import {
  ErrorCode,
  ResponseStatus,
  type ApiError,
  type ErrorDetails,
  type Language,
} from '@budget/contract';
import { translateMessagePl } from '@budget/contract/messages-pl';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { readerLanguage } from './reader-language.ts';
import { allowedMethods, fixedPathMethods, trackFixedPaths } from './route-match.ts';
import { isApiPath, isAssetPath } from './web-app.ts';

export interface Failure {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details: ErrorDetails | null;
}

type SchemaIssue = { instancePath?: string; message?: string };

/**
 * zod's words for a field left out or sent as a list, in the product's: 'Invalid input: expected
 * string, received undefined' says less to a client than 'Required'.
 */
function plainMessage(message: string | undefined): string {
  if (message === undefined) return 'Invalid value';
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return 'Required';
  if (/^Invalid input: expected (?!array)\w+, received array$/.test(message)) {
    return 'Expected one value, not a list';
  }
  return message;
}

/** Groups schema validation issues by field ('/email' -> 'email', nested paths dotted). */
function detailsOf(issues: SchemaIssue[], context: string | undefined): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'body';
    (details[field] ??= []).push(plainMessage(issue.message));
  }
  return details;
}

const FASTIFY_FAILURES: Record<string, Omit<Failure, 'details'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: ErrorCode.BadRequest,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: ErrorCode.BadRequest,
    message: 'The request body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: ErrorCode.BadRequest,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: ErrorCode.BadRequest,
    message: 'The request body must be JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: ErrorCode.BadRequest,
    message: 'The Content-Length header does not match the body',
  },
};

export function toFailure(raw: unknown): Failure {
  if (raw instanceof AppError) {
    const { statusCode, code, message, details } = raw;
    return { statusCode, code, message, details };
  }
  const error = raw as Partial<FastifyError>;
  if (Array.isArray(error.validation)) {
    const details = detailsOf(error.validation as SchemaIssue[], error.validationContext);
    const messages = [...new Set(Object.values(details).flat())];
    return { statusCode: 400, code: ErrorCode.Validation, message: messages.join('; '), details };
  }
  const known = error.code ? FASTIFY_FAILURES[error.code] : undefined;
  if (known) return { ...known, details: null };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = status === 404 ? ErrorCode.NotFound : ErrorCode.BadRequest;
    return { statusCode: status, code, message: error.message ?? 'Bad request', details: null };
  }
  return {
    statusCode: 500,
    code: ErrorCode.InternalServerError,
    message: 'An unexpected error occurred',
    details: null,
  };
}

/**
 * The failure's message and field messages in Polish where the catalog has them
 * (docs/decisions.md, 'Languages'). A validation answer's message joins its fields' messages:
 * it is joined again from theirs, so a message holding '; ' itself stays whole.
 */
function inPolish(failure: Failure): Pick<Failure, 'message' | 'details'> {
  if (failure.details === null)
    return { message: translateMessagePl(failure.message), details: null };
  const details: ErrorDetails = {};
  for (const [field, messages] of Object.entries(failure.details)) {
    details[field] = messages.map(translateMessagePl);
  }
  const joined = [...new Set(Object.values(failure.details).flat())];
  const message =
    joined.length > 1 && joined.join('; ') === failure.message
      ? [...new Set(Object.values(details).flat())].join('; ')
      : translateMessagePl(failure.message);
  return { message, details };
}

/** The envelope of a failure, its texts in the reader's language. */
export function errorEnvelope(
  failure: Failure,
  cause?: Error,
  exposeInternals = false,
  language: Language = 'en',
) {
  const { message, details } = language === 'pl' ? inPolish(failure) : failure;
  const error: ApiError = {
    message,
    code: failure.code,
    details,
    stackTrace: exposeInternals && cause?.stack ? cause.stack : null,
    innerError: exposeInternals && cause?.cause ? String(cause.cause) : null,
  };
  return { status: ResponseStatus.Error, data: null, errors: [error], warnings: [] };
}

/** 405 with the methods the path is served with. */
function notAllowed(reply: FastifyReply, method: string, path: string, allowed: string[]) {
  const failure = {
    statusCode: 405,
    code: ErrorCode.BadRequest,
    message: `${method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`,
    details: null,
  };
  const envelope = errorEnvelope(failure, undefined, false, readerLanguage(reply.request));
  return reply.status(405).header('allow', allowed.join(', ')).send(envelope);
}

/** One place maps every failure to HTTP status, error code and the envelope; 5xx leak nothing. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, options: { exposeInternals: boolean }) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const failure = toFailure(error);
      if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const raw: unknown = error;
      if (raw instanceof AppError && raw.headers) reply.headers(raw.headers);
      const exposed = options.exposeInternals && failure.statusCode >= 500;
      return reply
        .status(failure.statusCode)
        .send(errorEnvelope(failure, error, exposed, readerLanguage(request)));
    });

    trackFixedPaths(app);
    // 'DELETE /groups/assign-users' matches 'DELETE /groups/:groupId', but names an action of
    // another method, not a group: 405, as for any other method a fixed path lacks.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.url?.includes(':')) return;
      const path = request.url.split('?')[0] ?? '';
      const fixed = fixedPathMethods(app, path);
      if (fixed && !fixed.includes(request.method))
        return notAllowed(reply, request.method, path, fixed);
    });

    app.setNotFoundHandler((request, reply) => {
      // Outside /api every page GET gets the web app, whose router shows '404 Not Found' itself.
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const isPage = !isApiPath(request.url) && !isAssetPath(request.url);
      if (wantsPage && isPage && reply.sendPage) return reply.sendPage();
      const path = request.url.split('?')[0] ?? '';
      // A known path asked with a method it does not serve: 405 with the methods it does.
      // A path whose routes would take this very method (with a parameter the route refused,
      // such as an id too long) is no route for it: 404, not a 405 that allows the method.
      const allowed = allowedMethods(app, path);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return notAllowed(reply, request.method, path, allowed);
      }
      const failure = {
        statusCode: 404,
        code: ErrorCode.NotFound,
        message: `No route for ${request.method} ${path}`,
        details: null,
      };
      return reply
        .status(404)
        .send(errorEnvelope(failure, undefined, false, readerLanguage(request)));
    });
  },
  { name: 'error-handler' },
);
