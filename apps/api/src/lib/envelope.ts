import { ResponseStatus, type ApiWarning, type Envelope } from '@budget/contract';

export function ok<T>(data: T): Envelope<T> {
  return { status: ResponseStatus.Success, data, errors: [], warnings: [] };
}

/** Success with remarks: status Warning, the data still valid. */
export function withWarnings<T>(data: T, warnings: string[]): Envelope<T> {
  if (warnings.length === 0) return ok(data);
  const items: ApiWarning[] = warnings.map((message) => ({ message }));
  return { status: ResponseStatus.Warning, data, errors: [], warnings: items };
}
