import type { ParsedRow } from '../file-text.ts';
import { appRow, cellOf, hasColumns, valueFormats, type AppTable } from './app-row.ts';

// YNAB's register export (Account > Export), one row per transaction of every account:
// "Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo",
// "Outflow","Inflow","Cleared", in the budget's date and currency formats.

// Lower case, as the header is compared.
const COLUMNS = [
  'account',
  'flag',
  'date',
  'payee',
  'category group/category',
  'memo',
  'outflow',
  'inflow',
];

export const isYnab = (table: AppTable) => hasColumns(table, COLUMNS);

/** 'Transfer : Savings' names the other account of a transfer. */
const TRANSFER = /^Transfer\s*:\s*(.+)$/i;

/** The row's category: YNAB's own name, without its group; income to budget has none. */
function categoryOf(table: AppTable, record: AppTable['records'][number]): string {
  const group = cellOf(table, record, 'category group');
  if (/^inflow$/i.test(group)) return '';
  const own = cellOf(table, record, 'Category');
  if (own) return own;
  // 'Group: Category' where the file has only the joined column.
  const joined = cellOf(table, record, 'category group/category');
  if (/^inflow\s*:/i.test(joined)) return '';
  return joined.includes(':') ? joined.slice(joined.indexOf(':') + 1).trim() : joined;
}

export function parseYnab(table: AppTable, currency: number | null): ParsedRow[] {
  const cell = (record: AppTable['records'][number], name: string) => cellOf(table, record, name);
  const formats = valueFormats(
    table.records.map((record) => cell(record, 'Date')),
    table.records.flatMap((record) => [cell(record, 'Outflow'), cell(record, 'Inflow')]),
  );
  return table.records.map((record) => {
    const outflow = formats.amount(cell(record, 'Outflow'));
    const inflow = formats.amount(cell(record, 'Inflow'));
    const payee = cell(record, 'Payee');
    const flag = cell(record, 'Flag');
    return appRow({
      line: record.line,
      date: formats.date(cell(record, 'Date')),
      payee,
      memo: cell(record, 'Memo'),
      amount: outflow === null || inflow === null ? null : inflow - outflow,
      currency,
      category: categoryOf(table, record),
      app: {
        account: cell(record, 'Account') || null,
        transferAccount: TRANSFER.exec(payee)?.[1]?.trim() ?? null,
        tags: flag ? [`flag: ${flag}`] : [],
      },
    });
  });
}
