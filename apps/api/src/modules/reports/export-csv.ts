import {
  EXPORT_COLUMNS,
  TransactionType,
  currencyCode,
  type Language,
  type reportQuerySchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { FIRST_DAY, LAST_DAY } from './report-range.ts';
import {
  exportBatch,
  groupsAndCategories,
  tagsOfGroups,
  type ExportRow,
} from './reports.repository.ts';
import { partsOfTransactions } from '../write-path/write-path.ts';
import { categoryCells } from './export-parts.ts';

const BATCH = 5000;
/** Excel and LibreOffice read the file as UTF-8 when it starts with a byte order mark. */
const BOM = '\uFEFF';

/**
 * A text cell: a spreadsheet would run one that starts with = + - @ or a tab or carriage return
 * as a formula, so such a cell starts with an apostrophe instead (OWASP's CSV injection advice);
 * cells with the delimiter (a comma, or a semicolon in Polish), a quote or a line break are quoted.
 * Numbers are written by the server itself and left as numbers.
 */
export function textCell(value: string, delimiter = ','): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const quoted = /["\r\n]/.test(safe) || safe.includes(delimiter);
  return quoted ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * How a spreadsheet of the reader's language reads a CSV file (docs/decisions.md, 'Export and
 * backup'): Polish Excel and LibreOffice part cells with semicolons and write decimal commas;
 * with commas, a Polish sheet opened every row as one cell.
 */
export const CSV_DIALECTS: Record<Language, { delimiter: string; decimal: string }> = {
  en: { delimiter: ',', decimal: '.' },
  pl: { delimiter: ';', decimal: ',' },
};

/** The header row and the names of the types, in the reader's language (docs/decisions.md, 'Languages'). */
const COLUMNS: Record<Language, readonly string[]> = {
  en: EXPORT_COLUMNS,
  pl: ['Data', 'Typ', 'Nazwa', 'Opis', 'Grupa', 'Kategorie', 'Kwota', 'Waluta', 'Tagi'],
};

const TYPE_NAMES: Record<Language, Record<number, string>> = {
  en: {
    [TransactionType.Expense]: 'Expense',
    [TransactionType.Income]: 'Income',
    [TransactionType.Correction]: 'Correction',
    [TransactionType.Transfer]: 'Transfer',
  },
  pl: {
    [TransactionType.Expense]: 'Wydatek',
    [TransactionType.Income]: 'Przychód',
    [TransactionType.Correction]: 'Korekta',
    [TransactionType.Transfer]: 'Przelew',
  },
};

/**
 * The report's transactions as CSV lines, oldest first, read in batches so that memory stays
 * the same whatever the number of rows. The caller's access is checked before the first line.
 */
export async function exportLines(
  db: Kysely<Database>,
  access: GroupAccess,
  query: z.output<typeof reportQuerySchema>,
  language: Language,
): Promise<AsyncGenerator<string>> {
  const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
  const { names, categories } = await groupsAndCategories(db, groupIds);
  const from = query.from ?? FIRST_DAY;
  const to = query.to ?? LAST_DAY;
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const tagNames = new Map((await tagsOfGroups(db, groupIds)).map((tag) => [tag.id, tag.name]));
  /** Names of a row's ids, sorted as the reader's language sorts them. */
  const namesOf = (list: string, known: Map<string, string>) =>
    list
      ? list
          .split(',')
          .map((id) => known.get(id) ?? '')
          .sort((a, b) => a.localeCompare(b, language))
      : [];
  const { delimiter, decimal } = CSV_DIALECTS[language];
  const number = (minor: number) => fromMinorUnits(minor).toFixed(2).replace('.', decimal);
  async function* lines() {
    yield `${BOM}${COLUMNS[language].join(delimiter)}\r\n`;
    let after: { date: string; id: string } | undefined;
    for (;;) {
      const rows = await exportBatch(db, groupIds, from, to, BATCH, after);
      // Only a transaction of two categories or more can divide its amount among them.
      const parts = await partsOfTransactions(
        db,
        rows.filter((row) => row.category_ids.includes(',')).map((row) => row.id),
      );
      let chunk = '';
      for (const row of rows) {
        const categories = categoryCells(
          row.category_ids,
          categoryNames,
          parts.get(row.id),
          number,
        );
        chunk += `${cells(row, categories, namesOf(row.tag_ids, tagNames)).join(delimiter)}\r\n`;
      }
      yield chunk;
      if (rows.length < BATCH) return;
      const last = rows.at(-1) as ExportRow;
      after = { date: last.date, id: last.id };
    }
  }
  function cells(row: ExportRow, categories: string[], tags: string[]): string[] {
    return [
      row.date,
      TYPE_NAMES[language][Number(row.transaction_type)] ?? String(row.transaction_type),
      textCell(row.name, delimiter),
      textCell(row.description ?? '', delimiter),
      textCell(names.get(row.group_id) ?? '', delimiter),
      textCell(categories.join('; '), delimiter),
      number(Number(row.amount)),
      currencyCode(Number(row.currency)),
      // Last, so a sheet reading the columns before tags existed reads them where they were.
      textCell(tags.join('; '), delimiter),
    ];
  }
  return lines();
}
