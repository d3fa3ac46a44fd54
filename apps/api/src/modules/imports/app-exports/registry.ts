import type { ImportFormat } from '@budget/contract';
import type { ParsedRow } from '../file-text.ts';
import { parseActual, isActual } from './actual.ts';
import { appTable, headersOf, type AppTable } from './app-row.ts';
import { isFirefly, parseFirefly } from './firefly.ts';
import { isYnab, parseYnab } from './ynab.ts';

/**
 * The apps whose exports are read with no mapping questions (docs/decisions.md, 'Moving in from
 * other apps'), each recognised by its header's columns, tried in this order.
 */
const APP_EXPORTS = [
  { format: 'ynab', matches: isYnab, parse: parseYnab },
  { format: 'firefly', matches: isFirefly, parse: parseFirefly },
  { format: 'actual', matches: isActual, parse: parseActual },
] as const satisfies readonly {
  format: ImportFormat;
  matches: (table: AppTable) => boolean;
  parse: (table: AppTable, currency: number | null) => ParsedRow[];
}[];

export type AppFormat = (typeof APP_EXPORTS)[number]['format'];

export const isAppFormat = (format: ImportFormat): format is AppFormat =>
  APP_EXPORTS.some((app) => app.format === format);

/** The app whose export the text is, told by its header, and its delimiter; null: none. */
function appOf(text: string) {
  for (const { delimiter, table } of headersOf(text)) {
    const app = APP_EXPORTS.find((candidate) => candidate.matches(table));
    if (app) return { app, delimiter };
  }
  return null;
}

export const appFormatOf = (text: string): AppFormat | null => appOf(text)?.app.format ?? null;

/** The export's rows; a currency for apps that name none (YNAB, Actual). */
export function parseAppExport(text: string, format: AppFormat, currency: number | null) {
  const found = appOf(text);
  if (!found || found.app.format !== format) return [];
  return found.app.parse(appTable(text, found.delimiter), currency);
}
