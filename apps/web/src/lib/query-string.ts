/** A value a query parameter may carry; arrays repeat the key once per item. */
export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** null, undefined, '' and the text 'null' never reach the server. */
function isDropped(value: QueryValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || value === 'null';
}

function serialize(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** '?a=1&ids=x&ids=y', or '' when nothing is left after dropping empty values. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (!isDropped(value)) search.append(key, serialize(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
