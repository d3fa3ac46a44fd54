/**
 * The fields a record keeps: a mapping numbers its columns 0 to 499 (csvMappingSchema), so more
 * could never be read, and a bound keeps one hostile line from taking the memory of millions.
 */
export const MAX_FIELDS = 500;
/**
 * How far a quoted field may run past a line break looking for its closing quote. A memo over
 * several lines is a few hundred characters; a quote never closed (`"Joe's Diner`) would
 * otherwise take the rest of the file into one field.
 */
export const QUOTE_SPAN = 10_000;

export type RecordProblem = 'unclosed-quote' | 'too-wide';

export interface CsvRecord {
  /** The 1-based line where the record starts (a quoted field may hold line breaks). */
  line: number;
  cells: string[];
  /** Why the record cannot be trusted: a quote never closed, or more than MAX_FIELDS fields. */
  problem?: RecordProblem;
}

/**
 * Where the quote closing a quoted field is, looked for from a line break inside it: the first
 * quote that is not a doubled one ("" stands for a quote), or -1. Searches are remembered: the
 * reader only moves forward, so a later search that starts before the quote found last finds
 * the same one, and a file of many unclosed quotes is still read in one pass.
 */
function closingQuotes(text: string) {
  let from = Infinity;
  let found = -1;
  return (start: number) => {
    if (start >= from && (found === -1 || start <= found)) return found;
    let at = text.indexOf('"', start);
    while (at !== -1 && text[at + 1] === '"') at = text.indexOf('"', at + 2);
    from = start;
    found = at;
    return at;
  };
}

/** Whether a closing quote ends its field: only spaces, then a delimiter, a line break or the end. */
function endsField(text: string, quote: number, delimiter: string): boolean {
  let i = quote + 1;
  while (text[i] === ' ' || text[i] === '\t') i += 1;
  const next = text[i];
  return next === undefined || next === delimiter || next === '\n' || next === '\r';
}

/**
 * The records of CSV text (RFC 4180: quoted fields with doubled quotes and line breaks inside),
 * read in one pass. Blank lines, and lines of delimiters only, are skipped. `limit` stops early
 * for detection. A quoted field crossing a line break must close within QUOTE_SPAN characters
 * and end its field there; otherwise it ends at that line break and its record is marked (the
 * next line is read as a record of its own). Fields past MAX_FIELDS are dropped and the record
 * marked.
 */
export function readRecords(text: string, delimiter: string, limit = Infinity): CsvRecord[] {
  const records: CsvRecord[] = [];
  const closingQuote = closingQuotes(text);
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  /** Where the quoted field being read opened, and the quote found to close it (once looked). */
  let open = 0;
  let close = -1;
  let problem: RecordProblem | undefined;
  let i = 0;
  const field = () => {
    if (cells.length < MAX_FIELDS) cells.push(cell);
    else problem ??= 'too-wide';
    cell = '';
  };
  const end = () => {
    field();
    // A line of bare delimiters (';;;;') is as blank as an empty one.
    if (cells.some((text) => text.trim() !== '')) {
      records.push(problem ? { line: start, cells, problem } : { line: start, cells });
    }
    cells = [];
    problem = undefined;
  };
  while (i < text.length && records.length < limit) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else if ((char === '\n' || char === '\r') && close < i) {
        close = closingQuote(i);
        if (close === -1 || close - open > QUOTE_SPAN || !endsField(text, close, delimiter)) {
          // Never closed: the field ends here, and this line break ends the record below.
          quoted = false;
          problem = 'unclosed-quote';
          close = -1;
          continue;
        }
        if (char === '\n') line += 1;
        cell += char;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      open = i;
      close = -1;
      cell = '';
    } else if (char === delimiter) {
      field();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      end();
      line += 1;
      start = line;
    } else cell += char;
    i += 1;
  }
  if (quoted) problem = 'unclosed-quote';
  if (records.length < limit && (cell !== '' || cells.length > 0)) end();
  return records;
}
