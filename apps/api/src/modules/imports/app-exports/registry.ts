import type { ImportFormat } from '@budget/contract';
import type { ParsedRow } from '../file-text.ts';
import { parseActual, isActual } from './actual.ts';
import { appTable, type AppTable } from './app-row.ts';
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

/** The app whose export the text is, told by its header; null: none of them. */
export function appFormatOf(text: string): AppFormat | null {
  const table = appTable(text);
  if (!table) return null;
  return APP_EXPORTS.find((app) => app.matches(table))?.format ?? null;
}

/** The export's rows; a currency for apps that name none (YNAB, Actual). */
export function parseAppExport(text: string, format: AppFormat, currency: number | null) {
  const table = appTable(text);
  const app = APP_EXPORTS.find((candidate) => candidate.format === format);
  if (!table || !app) return [];
  return app.parse(table, currency);
}
