import type { ParsedRow } from '../file-text.ts';
import { appRow, cellOf, hasColumns, valueFormats, type AppTable } from './app-row.ts';

// Actual Budget's transactions export, as Actual's own export code writes it: from the
// transactions screen Account,Date,Payee,Notes,Category_Group,Category,Amount,Split_Amount,Cleared
// (older versions without Category_Group, or with Cleared and Reconciled as true/false), from one
// account's screen Date,Payee,Category,Notes,Amount,Balance,Cleared. Amounts are plain numbers
// ('-85.1'). A transfer's payee is the other account's name. A split is its parent row (Notes
// '(SPLIT INTO n) …', Amount 0, the whole in Split_Amount), then a row per part (Notes
// '(SPLIT i OF n) …', the part's own category and Amount). Newer versions write a quote before
// a cell that starts like a formula.

const COLUMNS = ['Date', 'Payee', 'Notes', 'Category', 'Amount', 'Cleared'];
const SPLIT_PARENT = /^\(SPLIT INTO \d+\) ?/;
const SPLIT_PART = /^\(SPLIT \d+ OF \d+\) ?/;
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/** Actual's columns, and one only Actual writes beside them, so a hand-made sheet is not taken. */
export const isActual = (table: AppTable) =>
  hasColumns(table, COLUMNS) &&
  !table.columns.has('outflow') &&
  (hasColumns(table, ['Account', 'Split_Amount']) ||
    hasColumns(table, ['Account', 'Reconciled']) ||
    hasColumns(table, ['Balance']));

/**
 * One transaction per row but a split's parent: its parts come as transactions of their own,
 * each in its category, so the parent's whole is counted once.
 */
export function parseActual(table: AppTable, currency: number | null): ParsedRow[] {
  const cell = (record: AppTable['records'][number], name: string) =>
    cellOf(table, record, name).replace(FORMULA_GUARD, '');
  const records = table.records.filter((record) => !SPLIT_PARENT.test(cell(record, 'Notes')));
  const formats = valueFormats(
    records.map((record) => cell(record, 'Date')),
    records.map((record) => cell(record, 'Amount')),
  );
  const accounts = new Set(records.map((record) => cell(record, 'Account').toLowerCase()));
  return records.map((record) => {
    const payee = cell(record, 'Payee');
    const account = cell(record, 'Account');
    const isTransfer =
      payee !== '' &&
      account !== '' &&
      payee.toLowerCase() !== account.toLowerCase() &&
      accounts.has(payee.toLowerCase());
    return appRow({
      line: record.line,
      date: formats.date(cell(record, 'Date')),
      payee,
      memo: cell(record, 'Notes').replace(SPLIT_PART, ''),
      amount: formats.amount(cell(record, 'Amount')),
      currency,
      category: isTransfer ? '' : cell(record, 'Category'),
      app: { account: account || null, transferAccount: isTransfer ? payee : null, tags: [] },
    });
  });
}
