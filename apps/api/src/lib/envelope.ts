import { ResponseStatus, type ApiWarning, type Envelope, type Language } from '@budget/contract';
import { translateMessage } from '@budget/contract/messages-pl';

export function ok<T>(data: T): Envelope<T> {
  return { status: ResponseStatus.Success, data, errors: [], warnings: [] };
}

/**
 * Success with remarks: status Warning, the data still valid; the remarks in the reader's
 * language (docs/decisions.md, 'Languages').
 */
export function withWarnings<T>(data: T, warnings: string[], language: Language): Envelope<T> {
  if (warnings.length === 0) return ok(data);
  const items: ApiWarning[] = warnings.map((message) => ({
    message: translateMessage(message, language),
  }));
  return { status: ResponseStatus.Warning, data, errors: [], warnings: items };
}
