import {
  API_BASE_PATH,
  ErrorCode,
  ResponseStatus,
  type ApiEndpoint,
  type ApiMethod,
  type ApiPath,
  type EndpointPart,
  type Envelope,
} from '@budget/contract';
import {
  ApiClientError,
  clientErrorMessage,
  codeForStatus,
  firstErrorOf,
  fromEnvelopeError,
} from './api-client-error.ts';
import { toQueryString, type QueryParams } from './query-string.ts';
import { currentLanguage } from './i18n/i18n.ts';
import { reportNetworkAnswer, reportNetworkFailure } from './offline/network-status.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
/** The session check; a 401 from it means the browser belongs on the sign-in page. */
export const VALIDATE_PATH = '/auth/validate';

interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** How long to wait for the answer (REQUEST_TIMEOUT_MS unless a call is known to be long). */
  timeoutMs?: number;
  /** Headers of the call's own, e.g. a create's Idempotency-Key. */
  headers?: Record<string, string>;
}

function goToLogin() {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

let onUnauthorized: () => void = goToLogin;

/**
 * The app replaces the hard page load with a router navigation that keeps the original location;
 * the returned function restores the default.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    onUnauthorized = goToLogin;
  };
}

/** The session check found nobody signed in: what its 401 does, for its null answer too. */
export function sessionEnded(): void {
  onUnauthorized();
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'errors' in body;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy or gateway page is not an envelope; the status text describes the failure instead.
    return undefined;
  }
}

function httpError(response: Response, body: unknown): ApiClientError {
  const first = firstErrorOf(body);
  if (first) return fromEnvelopeError(first, response.status, body);
  return new ApiClientError({
    message: response.statusText || clientErrorMessage.unknown(),
    code: codeForStatus(response.status),
    status: response.status,
    response: body,
  });
}

async function request<T>(
  method: ApiMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const url = `${API_BASE_PATH}${path}${toQueryString(options.query)}`;
  const hasBody = body !== undefined;
  // The server writes its messages in the interface's language, which may not be the browser's.
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
    parsed = await readBody(response);
    reportNetworkAnswer();
  } catch (error) {
    // A caller's cancellation (e.g. TanStack Query) must stay an AbortError so it is not reported.
    if (!timedOut && callerSignal?.aborted) throw error;
    reportNetworkFailure();
    throw new ApiClientError({
      message: clientErrorMessage.network(),
      code: ErrorCode.InternalServerError,
    });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) {
    if (response.status === 401 && path === VALIDATE_PATH) onUnauthorized();
    throw httpError(response, parsed);
  }
  if (!isEnvelope(parsed)) {
    return { status: ResponseStatus.Success, data: parsed as T, errors: [], warnings: [] };
  }
  if (parsed.status === ResponseStatus.Error) {
    throw fromEnvelopeError(firstErrorOf(parsed) ?? {}, response.status, parsed);
  }
  if (parsed.status === ResponseStatus.Warning) {
    // Text, not the array: a console shows an object as '[Object]' unless someone expands it.
    const messages = parsed.warnings.map((warning) => warning.message).join('; ');
    console.warn(`API warning from ${method} ${path}: ${messages}`);
  }
  return parsed as Envelope<T>;
}

/** The endpoint a method and path name (ApiEndpoints in packages/contract). */
type EndpointOf<M extends ApiMethod, P extends ApiPath<M>> = Extract<`${M} ${P}`, ApiEndpoint>;

/** A query's optional parameters may also be null: like undefined, it never reaches the server. */
type WithNull<Q> = [Q] extends [undefined]
  ? undefined
  : { [K in keyof Q]: undefined extends Q[K] ? Q[K] | null : Q[K] };

/** A part of the call: required when it has required fields, refused when the endpoint takes none. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [N in Name]?: never }
  : Partial<T> extends T
    ? { [N in Name]?: T }
    : { [N in Name]: T };

/** The query of a call to the endpoint. */
export type CallQuery<E extends ApiEndpoint> = WithNull<EndpointPart<E, 'query'>>;

/** What a call states besides its path: body, query and path parameters as its endpoint takes them. */
export type CallOptions<E extends ApiEndpoint> = Part<'body', EndpointPart<E, 'body'>> &
  Part<'query', CallQuery<E>> &
  Part<'params', EndpointPart<E, 'params'>> &
  Omit<RequestOptions, 'query'>;

/** The options may be left out when nothing in them is required. */
type CallArgs<E extends ApiEndpoint> =
  Partial<CallOptions<E>> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/** The answer's `data` of an endpoint. */
export type ResponseOf<E extends ApiEndpoint> = EndpointPart<E, 'response'>;

type Loose = { body?: unknown; query?: QueryParams; params?: Record<string, string> } & Omit<
  RequestOptions,
  'query'
>;

/** '/groups/:groupId' with { groupId: 'a b' } is '/groups/a%20b'. */
function withParams(path: string, params: Record<string, string> | undefined): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The typed options, read as what they are at run time. */
function send<T>(method: ApiMethod, path: string, options: object = {}): Promise<Envelope<T>> {
  const loose = options as Loose;
  return request<T>(method, withParams(path, loose.params), loose.body, loose);
}

/**
 * The API client, typed by the contract's ApiEndpoints: the path names the endpoint, which fixes
 * the body, query and path parameters the call takes and the data it answers. get resolves to the
 * envelope's data, the others to the whole envelope (e.g. for its warnings).
 */
export const apiClient = {
  async get<P extends ApiPath<'GET'>>(
    path: P,
    ...[options]: CallArgs<EndpointOf<'GET', P>>
  ): Promise<ResponseOf<EndpointOf<'GET', P>>> {
    return (await send<ResponseOf<EndpointOf<'GET', P>>>('GET', path, options)).data;
  },
  post<P extends ApiPath<'POST'>>(
    path: P,
    ...[options]: CallArgs<EndpointOf<'POST', P>>
  ): Promise<Envelope<ResponseOf<EndpointOf<'POST', P>>>> {
    return send('POST', path, options);
  },
  put<P extends ApiPath<'PUT'>>(
    path: P,
    ...[options]: CallArgs<EndpointOf<'PUT', P>>
  ): Promise<Envelope<ResponseOf<EndpointOf<'PUT', P>>>> {
    return send('PUT', path, options);
  },
  delete<P extends ApiPath<'DELETE'>>(
    path: P,
    ...[options]: CallArgs<EndpointOf<'DELETE', P>>
  ): Promise<Envelope<ResponseOf<EndpointOf<'DELETE', P>>>> {
    return send('DELETE', path, options);
  },
};
