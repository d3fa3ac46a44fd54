import type { ParsedRow } from '../file-text.ts';
import { appRow, cellOf, hasColumns, valueFormats, type AppTable } from './app-row.ts';

// Actual Budget's transactions export (an account's menu > Export), one row per transaction:
// Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared. A transfer's payee is the
// other account's name; a split's parts carry their own amount in Split_Amount.

const COLUMNS = ['Account', 'Date', 'Payee', 'Notes', 'Category', 'Amount'];

export const isActual = (table: AppTable) =>
  hasColumns(table, COLUMNS) && !table.columns.has('outflow');

export function parseActual(table: AppTable, currency: number | null): ParsedRow[] {
  const cell = (record: AppTable['records'][number], name: string) => cellOf(table, record, name);
  const formats = valueFormats(
    table.records.map((record) => cell(record, 'Date')),
    table.records.flatMap((record) => [cell(record, 'Amount'), cell(record, 'Split_Amount')]),
  );
  const accounts = new Set(table.records.map((record) => cell(record, 'Account').toLowerCase()));
  return table.records.map((record) => {
    const payee = cell(record, 'Payee');
    const account = cell(record, 'Account');
    const split = cell(record, 'Split_Amount');
    const isTransfer =
      payee !== '' &&
      payee.toLowerCase() !== account.toLowerCase() &&
      accounts.has(payee.toLowerCase());
    return appRow({
      line: record.line,
      date: formats.date(cell(record, 'Date')),
      payee,
      memo: cell(record, 'Notes'),
      amount: formats.amount(split !== '' && /\d/.test(split) ? split : cell(record, 'Amount')),
      currency,
      category: isTransfer ? '' : cell(record, 'Category'),
      app: { account: account || null, transferAccount: isTransfer ? payee : null, tags: [] },
    });
  });
}
