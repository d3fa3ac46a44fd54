import { API_BASE_PATH, ErrorCode, ResponseStatus, type Envelope } from '@budget/contract';
import {
  ApiClientError,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  codeForStatus,
  firstErrorOf,
  fromEnvelopeError,
} from './api-client-error.ts';
import { toQueryString, type QueryParams } from './query-string.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
/** The session check; a 401 from it means the browser belongs on the sign-in page. */
export const VALIDATE_PATH = '/auth/validate';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** How long to wait for the answer (REQUEST_TIMEOUT_MS unless a call is known to be long). */
  timeoutMs?: number;
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
    message: response.statusText || UNKNOWN_ERROR_MESSAGE,
    code: codeForStatus(response.status),
    status: response.status,
    response: body,
  });
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const url = `${API_BASE_PATH}${path}${toQueryString(options.query)}`;
  const hasBody = body !== undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  } catch (error) {
    // A caller's cancellation (e.g. TanStack Query) must stay an AbortError so it is not reported.
    if (!timedOut && callerSignal?.aborted) throw error;
    throw new ApiClientError({
      message: NETWORK_ERROR_MESSAGE,
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

/**
 * The API client: get and patch resolve to the envelope's data, the others to
 * the whole envelope (list is a GET whose caller wants the envelope, e.g. for its warnings).
 */
export const apiClient = {
  async get<T>(path: string, options?: RequestOptions): Promise<T> {
    return (await request<T>('GET', path, undefined, options)).data;
  },
  list<T>(path: string, options?: RequestOptions): Promise<Envelope<T>> {
    return request<T>('GET', path, undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>> {
    return request<T>('POST', path, body, options);
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>> {
    return request<T>('PUT', path, body, options);
  },
  async patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await request<T>('PATCH', path, body, options)).data;
  },
  delete<T>(path: string, options?: RequestOptions): Promise<Envelope<T>> {
    return request<T>('DELETE', path, undefined, options);
  },
};
