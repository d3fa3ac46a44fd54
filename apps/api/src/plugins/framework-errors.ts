import type { Socket } from 'node:net';
import { ErrorCode } from '@budget/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, toFailure } from './error-handler.ts';
import { ENCODING_MESSAGE } from './input-text.ts';
import { readerLanguage } from './reader-language.ts';
import { routeParams } from './route-match.ts';
import { headersFor, type AnswerHeaders } from './security.ts';

// Not `import { STATUS_CODES } from 'node:http'`: an ES import of a built-in reads every export,
// and node:http's WebSocket getters then load Node's fetch library, 17 MiB of memory that nothing
// here uses (docs/performance.md, 'Start and memory').
const { STATUS_CODES } = process.getBuiltinModule('node:http');

const UNDECODABLE = '~undecodable~';

/** The path parameters whose percent-encoding is not UTF-8 (the router refuses the whole URL). */
function undecodableParams(app: FastifyInstance, method: string, url: string): string[] {
  const probe = (url.split('?')[0] ?? '')
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return UNDECODABLE;
      }
    })
    .join('/');
  const params = routeParams(app, method, probe) ?? {};
  return Object.keys(params).filter((name) => params[name] === UNDECODABLE);
}

function routerFailure(app: FastifyInstance, error: FastifyError, request: FastifyRequest) {
  if (error.code === 'FST_ERR_BAD_URL') {
    const names = undecodableParams(app, request.method, request.url);
    if (names.length === 0) {
      return {
        statusCode: 400,
        code: ErrorCode.BadRequest,
        message: 'The path is not valid percent-encoded UTF-8',
        details: null,
      };
    }
    const details = Object.fromEntries(names.map((name) => [name, [ENCODING_MESSAGE]]));
    return { statusCode: 400, code: ErrorCode.Validation, message: ENCODING_MESSAGE, details };
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return {
      statusCode: 414,
      code: ErrorCode.BadRequest,
      message: 'The path is too long: a path parameter may have at most 100 characters',
      details: null,
    };
  }
  return toFailure(error);
}

/**
 * Fastify's frameworkErrors option: failures of the router, which answer before any hook runs,
 * get the envelope and the headers every answer carries.
 */
export function frameworkErrorHandler(getApp: () => FastifyInstance, headers: AnswerHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = routerFailure(getApp(), error, request);
    if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    void reply
      .headers(headersFor(headers, request.url))
      .header('x-request-id', request.id)
      .status(failure.statusCode)
      .send(errorEnvelope(failure, undefined, false, readerLanguage(request)));
  };
}

const CLIENT_FAILURES: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    message: 'The request line and header fields are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'The request took too long to arrive' },
};

/**
 * Fastify's clientErrorHandler option: Node's HTTP parser refused the request (headers too large,
 * malformed request line...), so there is no request to reply to; the answer is written to the
 * socket, in the envelope, and the connection closed as Node does by default.
 */
export function clientErrorHandler(headers: AnswerHeaders) {
  const fixed = Object.entries(headers.api)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function (this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const known = error.code ? CLIENT_FAILURES[error.code] : undefined;
    const { statusCode, message } = known ?? {
      statusCode: 400,
      message: 'The request is not valid HTTP',
    };
    this.log.debug({ err: error }, 'client error');
    if (socket.writable) {
      const failure = { statusCode, code: ErrorCode.BadRequest, message, details: null };
      const body = JSON.stringify(errorEnvelope(failure));
      socket.write(
        `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `connection: close\r\n${fixed}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
