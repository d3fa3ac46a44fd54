import { CSV_DELIMITERS, type CsvMapping } from '@budget/contract';
import { readRecords, type CsvRecord } from './csv-records.ts';
import { isValueLike } from './csv-values.ts';

// Where a CSV file's rows are: its delimiter, the rows' width, and the record they start at.

/** Records read to find a file's layout: enough to see past a preamble. */
export const SAMPLE_RECORDS = 200;
/**
 * Characters read to find it: a file of very long lines is judged on its first megabyte, so
 * telling the format and detecting the mapping cost about the same on 50 MB as on 50 KB.
 */
const SAMPLE_CHARS = 1 << 20;
/** The most rows a mapping skips before its header (csvMappingSchema). */
export const MAX_SKIP = 100;

export function sampleOf(text: string): string {
  if (text.length <= SAMPLE_CHARS) return text;
  const cut = text.lastIndexOf('\n', SAMPLE_CHARS);
  return text.slice(0, cut > 0 ? cut : SAMPLE_CHARS);
}

const filled = (record: CsvRecord) => record.cells.filter((cell) => cell.trim() !== '').length;

interface Layout {
  delimiter: CsvMapping['delimiter'];
  width: number;
  /** The filled fields of the records of this width. */
  score: number;
  records: number;
}

/**
 * Compared in order: a width shared by two records or more (one record, a long id full of ';',
 * is no layout), more filled fields, then the wider.
 */
function outranks(a: Layout, b: Layout): boolean {
  const rank = (layout: Layout) => [Math.min(layout.records, 2), layout.score, layout.width];
  const [ranked, other] = [rank(a), rank(b)];
  const first = ranked.findIndex((value, k) => value !== other[k]);
  return first !== -1 && (ranked[first] as number) > (other[first] as number);
}

/**
 * The delimiter whose records most often share one width, counting only records of two or more
 * filled fields, each by its filled fields: mBank's preamble of 'text;' lines is one field and an
 * empty one each, and a preamble of 'Konto;PL61...' pairs must not outvote fewer, fuller rows.
 */
export function findDelimiter(sample: string): Layout {
  let best: Layout = { delimiter: CSV_DELIMITERS[0], width: 1, score: 0, records: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    const widths = new Map<number, Layout>();
    for (const record of readRecords(sample, delimiter, SAMPLE_RECORDS)) {
      const fields = filled(record);
      if (fields < 2) continue;
      const width = record.cells.length;
      const tally = widths.get(width) ?? { delimiter, width, score: 0, records: 0 };
      widths.set(width, { ...tally, score: tally.score + fields, records: tally.records + 1 });
    }
    for (const layout of widths.values()) if (outranks(layout, best)) best = layout;
  }
  return best;
}

const looksLikeData = (record: CsvRecord | undefined) =>
  record?.cells.some((cell) => isValueLike(cell.trim())) ?? false;

/**
 * The record where the rows start (the header, if any). A preamble (account number, period) is
 * often padded to the full width: the header is the first record of that width filled about as
 * fully as the rows. A header narrower or wider than the rows (Chase's rows end in one more empty
 * field) is the record just before them when it is as full and holds no value.
 */
export function findStart(records: CsvRecord[], width: number) {
  const fills = records
    .filter((record) => record.cells.length === width)
    .map(filled)
    .sort((a, b) => a - b);
  const typical = fills[Math.floor(fills.length / 2)] ?? width;
  const full = (record: CsvRecord) => filled(record) >= Math.max(2, Math.ceil(typical * 0.7));
  let index = Math.max(
    0,
    records.findIndex((record) => record.cells.length === width && full(record)),
  );
  let hasHeader = !looksLikeData(records[index]);
  const before = records[index - 1];
  if (!hasHeader && before && full(before) && !looksLikeData(before)) {
    index -= 1;
    hasHeader = true;
  }
  return { index, hasHeader };
}
