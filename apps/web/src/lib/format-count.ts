import { currentLocale } from './preferences/preferences-store.ts';

// A number's toLocaleString builds a new Intl formatter on every call, which cost the
// transactions screen tens of milliseconds per render on a phone (docs/performance.md, 'First
// screens'): one formatter is built per locale and reused.
const formatters = new Map<string, Intl.NumberFormat>();

/** A count (rows, transactions, pages) as the chosen locale, or the browser's, writes it. */
export function formatCount(count: number): string {
  const locale = currentLocale();
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(key, formatter);
  }
  return formatter.format(count);
}

const sizeFormatters = new Map<string, Intl.NumberFormat>();

/** A file's size in kB or MB, counted in 1024s as the server's size limits are. */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  const locale = currentLocale();
  const key = `${locale ?? ''}:${megabytes ? 'MB' : 'kB'}`;
  let formatter = sizeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    });
    sizeFormatters.set(key, formatter);
  }
  return formatter.format(megabytes ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));
}
