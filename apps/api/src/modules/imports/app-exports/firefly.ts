import { currencyOf, type ParsedRow } from '../file-text.ts';
import { appRow, cellOf, hasColumns, valueFormats, type AppTable } from './app-row.ts';

// Firefly III's transactions export (Options > Export data), one row per journal: user_id,
// group_id, journal_id, created_at, updated_at, group_title, type, currency_code, amount,
// foreign_currency_code, foreign_amount, ..., description, date, source_name, source_iban,
// source_type, destination_name, destination_iban, destination_type, reconciled, category,
// budget, bill, tags, notes, ... Dates are ISO 8601 with a time; amounts are written with a
// decimal point; `type` says which side is the household's.

const COLUMNS = [
  'journal_id',
  'type',
  'amount',
  'currency_code',
  'date',
  'source_name',
  'destination_name',
];

export const isFirefly = (table: AppTable) => hasColumns(table, COLUMNS);

/** The app's words for its types, as the export writes them. */
const DEPOSIT = /^deposit$/i;
const TRANSFER = /^transfer$/i;
const OPENING = /^opening balance$/i;
const RECONCILIATION = /^reconciliation$/i;

export function parseFirefly(table: AppTable, fallback: number | null): ParsedRow[] {
  const cell = (record: AppTable['records'][number], name: string) => cellOf(table, record, name);
  const formats = valueFormats(
    table.records.map((record) => cell(record, 'date')),
    table.records.map((record) => cell(record, 'amount')),
  );
  return table.records.map((record) => {
    const type = cell(record, 'type');
    const source = cell(record, 'source_name');
    const destination = cell(record, 'destination_name');
    const magnitude = formats.amount(cell(record, 'amount'));
    // Money comes in when the household's account is the destination: a deposit, or a
    // reconciliation from Firefly's reconciliation account.
    const incoming =
      DEPOSIT.test(type) ||
      (RECONCILIATION.test(type) && /reconciliation/i.test(cell(record, 'source_type')));
    const transfer = TRANSFER.test(type);
    const account = incoming ? destination : source;
    const row = appRow({
      line: record.line,
      date: formats.date(cell(record, 'date')),
      payee: transfer ? `${source} → ${destination}` : incoming ? source : destination,
      memo: [cell(record, 'description'), cell(record, 'notes')].filter(Boolean).join(' · '),
      amount: magnitude === null ? null : incoming ? Math.abs(magnitude) : -Math.abs(magnitude),
      currency: cell(record, 'currency_code')
        ? currencyOf(cell(record, 'currency_code'))
        : fallback,
      category: transfer ? '' : cell(record, 'category'),
      bankId: `firefly:${cell(record, 'journal_id')}`,
      app: {
        account: account || null,
        transferAccount: transfer ? destination || null : null,
        tags: cell(record, 'tags')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      },
    });
    // An opening balance is the account's, set on /accounts, not a transaction of it.
    if (OPENING.test(type) && row.error === null)
      return {
        ...row,
        error: `Line ${record.line}: an opening balance is set on the account, not imported`,
      };
    return row;
  });
}
