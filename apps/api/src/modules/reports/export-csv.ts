import {
  EXPORT_COLUMNS,
  TransactionType,
  currencyCode,
  type reportQuerySchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { FIRST_DAY, LAST_DAY } from './report-range.ts';
import { categoryNamesOf, exportBatch, groupNames } from './reports.repository.ts';

const BATCH = 2000;
/** Excel and LibreOffice read the file as UTF-8 when it starts with a byte order mark. */
const BOM = '\uFEFF';

/**
 * A text cell: a spreadsheet would run one that starts with = + - @ or a tab or carriage return
 * as a formula, so such a cell starts with an apostrophe instead (OWASP's CSV injection advice);
 * cells with a comma, quote or line break are quoted. Numbers are written by the server itself
 * and left as numbers.
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const TYPE_NAMES: Record<number, string> = {
  [TransactionType.Expense]: 'Expense',
  [TransactionType.Income]: 'Income',
  [TransactionType.Correction]: 'Correction',
  [TransactionType.Transfer]: 'Transfer',
};

/**
 * The report's transactions as CSV lines, oldest first, read in batches so that memory stays
 * the same whatever the number of rows. The caller's access is checked before the first line.
 */
export async function exportLines(
  db: Kysely<Database>,
  access: GroupAccess,
  query: z.output<typeof reportQuerySchema>,
): Promise<AsyncGenerator<string>> {
  const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
  const names = await groupNames(db, groupIds);
  const from = query.from ?? FIRST_DAY;
  const to = query.to ?? LAST_DAY;
  async function* lines() {
    yield `${BOM}${EXPORT_COLUMNS.join(',')}\r\n`;
    let after: { date: string; id: string } | undefined;
    for (;;) {
      const rows = await exportBatch(db, groupIds, from, to, BATCH, after);
      if (rows.length === 0) return;
      const categories = Map.groupBy(
        await categoryNamesOf(
          db,
          rows.map((row) => row.id),
        ),
        (link) => link.transaction_id,
      );
      let chunk = '';
      for (const row of rows) {
        const cells = [
          row.date,
          TYPE_NAMES[Number(row.transaction_type)] ?? String(row.transaction_type),
          textCell(row.name),
          textCell(row.description ?? ''),
          textCell(names.get(row.group_id) ?? ''),
          textCell((categories.get(row.id) ?? []).map((c) => c.name).join('; ')),
          fromMinorUnits(Number(row.amount)).toFixed(2),
          currencyCode(Number(row.currency)),
        ];
        chunk += `${cells.join(',')}\r\n`;
      }
      yield chunk;
      if (rows.length < BATCH) return;
      const last = rows.at(-1) as (typeof rows)[number];
      after = { date: last.date, id: last.id };
    }
  }
  return lines();
}
