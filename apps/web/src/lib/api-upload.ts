import { API_BASE_PATH, ErrorCode, type Envelope } from '@budget/contract';
import {
  ApiClientError,
  clientErrorMessage,
  codeForStatus,
  firstErrorOf,
  fromEnvelopeError,
} from './api-client-error.ts';
import { currentLanguage } from './i18n/i18n.ts';
import { reportNetworkAnswer, reportNetworkFailure } from './offline/network-status.ts';

export interface UploadOptions {
  /** The multipart field the file goes in. */
  field: string;
  /** Bytes sent so far, of the whole request's; called as the browser sends. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A refusal read as the API client reads one (api-client.ts): the envelope's first error. */
function refusal(status: number, statusText: string, body: unknown): ApiClientError {
  const first = firstErrorOf(body);
  if (first) return fromEnvelopeError(first, status, body);
  return new ApiClientError({
    message: statusText || clientErrorMessage.unknown(),
    code: codeForStatus(status),
    status,
    response: body,
  });
}

/**
 * POSTs one file as multipart/form-data and resolves the envelope's data. XMLHttpRequest rather
 * than fetch, as only it reports how much of a request's body is sent. It carries what the API
 * client's calls carry: the session cookie and the interface's language, and fails with the same
 * ApiClientError. No time limit: a large photo on a slow phone network takes its time.
 */
export function uploadFile<T>(path: string, file: Blob, options: UploadOptions): Promise<T> {
  const body = new FormData();
  body.append(options.field, file);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      reportNetworkAnswer();
      const parsed = parse(xhr.responseText) as Envelope<T> | undefined;
      if (xhr.status >= 200 && xhr.status < 300 && parsed && !firstErrorOf(parsed)) {
        resolve(parsed.data);
      } else {
        reject(refusal(xhr.status, xhr.statusText, parsed));
      }
    };
    xhr.onerror = () => {
      reportNetworkFailure();
      reject(
        new ApiClientError({
          message: clientErrorMessage.network(),
          code: ErrorCode.InternalServerError,
        }),
      );
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
