import { createHash } from 'node:crypto';
import { readRecords, type CsvRecord } from '../csv-records.ts';
import { currencyOf, dateOf, minorUnitsOf, NAME_MAX, type ParsedRow } from '../file-text.ts';
import { expenseParts, paymentParts, type Net, type RowPeople } from './row-people.ts';

// A Splitwise group's CSV export ('Export as spreadsheet'): a header `Date, Description,
// Category, Cost, Currency` and a column per person holding their net on the row (paid less
// their share), a blank line, the rows, a blank line and a 'Total balance' row per currency.
// Rows of the category 'Payment' are payments between people (docs/decisions.md, 'Moving in
// from other apps').

const HEAD = ['date', 'description', 'category', 'cost', 'currency'];
const TOTAL = 'total balance';

const cellOf = (record: CsvRecord, index: number) => (record.cells[index] ?? '').trim();

function headerOf(text: string): CsvRecord | undefined {
  return readRecords(text, ',', 1)[0];
}

/** A Splitwise export, told by its header: the five columns, then at least one person. */
export function isSplitwise(text: string): boolean {
  const header = headerOf(text);
  if (!header || header.cells.length < HEAD.length + 1) return false;
  return HEAD.every((name, index) => cellOf(header, index).toLowerCase() === name);
}

/**
 * The people the file names, in its column order; a name two columns share gets the second a
 * number ('Alex (2)'), as a Spliit file's, so each is asked for once.
 */
export function splitwisePeople(text: string): string[] {
  const header = headerOf(text);
  const taken = new Set<string>();
  return (header ? header.cells.slice(HEAD.length) : []).map((cell) => {
    const base = cell.trim();
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** Who paid and who owes on the row, or why the row cannot be read. */
function peopleOf(record: CsvRecord, people: string[], cost: number): RowPeople | string {
  const nets: Net[] = [];
  for (const [index, name] of people.entries()) {
    const cell = cellOf(record, HEAD.length + index);
    const minor = cell === '' ? 0 : minorUnitsOf(cell);
    if (minor === null) return `${name}'s amount is not an amount`;
    if (minor !== 0) nets.push({ name, minor });
  }
  const sum = nets.reduce((total, net) => total + net.minor, 0);
  if (sum !== 0) return `the people's amounts add up to ${(sum / 100).toFixed(2)}, not 0`;
  if (nets.length === 0) return 'nobody owes anyone anything on this row';
  const payment = cellOf(record, 2).toLowerCase() === 'payment';
  const parts = payment ? paymentParts(nets) : expenseParts(cost, nets);
  return parts ? { parts } : "the people's amounts do not fit the cost";
}

/** The row's own id: its cells, and how many identical rows came before it in the file. */
function bankIdOf(record: CsvRecord, seen: Map<string, number>): string {
  const hash = createHash('sha256').update(record.cells.join('\u001f')).digest('hex').slice(0, 32);
  const count = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, count);
  return count === 1 ? `splitwise:${hash}` : `splitwise:${hash}#${count}`;
}

function rowOf(record: CsvRecord, people: string[], bankId: string): ParsedRow {
  const line = record.line;
  const description = cellOf(record, 1);
  const category = cellOf(record, 2);
  const payment = category.toLowerCase() === 'payment';
  const cost = minorUnitsOf(cellOf(record, 3));
  const code = cellOf(record, 4);
  const currency = currencyOf(code);
  const date = dateOf(cellOf(record, 0));
  let error: string | null = null;
  let found: RowPeople | string = '';
  if (date === null) error = `'${cellOf(record, 0)}' is not a date (yyyy-MM-dd)`;
  else if (cost === null || cost < 0) error = 'the amount is not an amount';
  else if (cost === 0) error = 'the amount is zero';
  else if (currency === null) error = `currency ${code || '(none)'} is not kept by the app`;
  else {
    found = peopleOf(record, people, cost);
    if (typeof found === 'string') error = found;
  }
  return {
    line,
    date,
    name: (description || category || 'Splitwise').slice(0, NAME_MAX),
    description: null,
    payee: null,
    title: description || null,
    amount: cost === null ? null : -cost,
    currency,
    bankId,
    category: payment || category === '' ? null : category,
    people: typeof found === 'string' ? null : found,
    error: error === null ? null : `Line ${line}: ${error}`,
  };
}

/** The export's rows (its 'Total balance' rows are the file's totals, not transactions). */
export function parseSplitwise(text: string): ParsedRow[] {
  const [header, ...records] = readRecords(text, ',');
  if (!header) return [];
  const people = splitwisePeople(text);
  const seen = new Map<string, number>();
  return records
    .filter((record) => cellOf(record, 1).toLowerCase() !== TOTAL)
    .map((record) => rowOf(record, people, bankIdOf(record, seen)));
}

/** Each person's 'Total balance' per currency code, as the file states it (minor units). */
export function splitwiseTotals(text: string): Map<string, Map<string, number>> {
  const people = splitwisePeople(text);
  const totals = new Map<string, Map<string, number>>();
  for (const record of readRecords(text, ',')) {
    if (cellOf(record, 1).toLowerCase() !== TOTAL) continue;
    const byPerson = new Map<string, number>();
    people.forEach((name, index) => {
      byPerson.set(name, minorUnitsOf(cellOf(record, HEAD.length + index)) ?? 0);
    });
    totals.set(cellOf(record, 4).toUpperCase(), byPerson);
  }
  return totals;
}

/** A person's balance in one currency as the file states it and as its readable rows give it. */
export interface SplitwiseGap {
  name: string;
  currency: number;
  /** Minor units. */
  file: number;
  rows: number;
}

/**
 * Where the rows that can be read leave someone's balance other than the file's 'Total balance'
 * row says: rows refused in the preview (their nets do not add up, a date or currency not read),
 * or a file edited by hand. None when the file states no totals.
 */
export function splitwiseGaps(text: string): SplitwiseGap[] {
  const people = splitwisePeople(text);
  const stated = splitwiseTotals(text);
  const read = new Map<string, Map<string, number>>();
  const [, ...records] = readRecords(text, ',');
  for (const record of records) {
    if (cellOf(record, 1).toLowerCase() === TOTAL) continue;
    if (rowOf(record, people, '').error !== null) continue;
    const code = cellOf(record, 4).toUpperCase();
    const sums = read.get(code) ?? new Map<string, number>();
    read.set(code, sums);
    people.forEach((name, index) => {
      const net = minorUnitsOf(cellOf(record, HEAD.length + index)) ?? 0;
      sums.set(name, (sums.get(name) ?? 0) + net);
    });
  }
  const gaps: SplitwiseGap[] = [];
  for (const [code, byPerson] of stated) {
    const currency = currencyOf(code);
    if (currency === null) continue;
    for (const name of people) {
      const file = byPerson.get(name) ?? 0;
      const rows = read.get(code)?.get(name) ?? 0;
      if (file !== rows) gaps.push({ name, currency, file, rows });
    }
  }
  return gaps;
}
