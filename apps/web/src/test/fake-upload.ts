import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { envelope, errorEnvelope } from './fetch-mock.ts';

/** One upload the app sent, answered by the test: how far it came, then the server's answer. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** The browser has sent `loaded` of `total` bytes. */
  progress: (loaded: number, total: number) => void;
  /** The server's 2xx answer, its data in a success envelope. */
  succeed: (data: unknown, status?: number) => void;
  /** The server's refusal, its message in an error envelope. */
  refuse: (status: number, message: string, code?: number) => void;
}

/**
 * Stands in for XMLHttpRequest (jsdom's sends nothing anywhere), which the app's uploads use for
 * their progress (src/lib/api-upload.ts). Each upload is pushed to the returned list.
 */
export function fakeUploads(): FakeRequest[] {
  const sent: FakeRequest[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const answer = (status: number, payload: unknown) =>
        act(() => {
          this.status = status;
          this.responseText = JSON.stringify(payload);
          this.onload?.();
        });
      sent.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) =>
          act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total })),
        succeed: (data, status = 201) => answer(status, envelope(data)),
        refuse: (status, message, code = 400) =>
          answer(status, errorEnvelope(message, code, { file: [message] })),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
