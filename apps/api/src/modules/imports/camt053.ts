import {
  currencyOf,
  dateOf,
  fitted,
  lineFinder,
  minorUnitsOf,
  plainText,
  type ParsedRow,
} from './file-text.ts';

/**
 * ISO 20022 CAMT.053 (bank to customer statement), versions 001.02 to 001.13: every entry (Ntry)
 * of every statement; a batch entry with several transaction details (TxDtls) that carry their
 * own amounts gives one row per detail. Element names may carry a namespace prefix.
 */
const P = '(?:[\\w.-]+:)?';
const element = (tag: string) =>
  new RegExp(`<${P}${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${P}${tag}>`, 'gi');
const ENTRY = element('Ntry');
const DETAIL = element('TxDtls');

const FIRSTS = new Map<string, RegExp>();

function first(block: string, ...path: string[]): string | null {
  let scope = block;
  for (const tag of path) {
    let pattern = FIRSTS.get(tag);
    if (!pattern) {
      pattern = new RegExp(`<${P}${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${P}${tag}>`, 'i');
      FIRSTS.set(tag, pattern);
    }
    const match = pattern.exec(scope);
    if (!match) return null;
    scope = match[1] ?? '';
  }
  const text = plainText(scope.replace(/<[^>]+>/g, ' '));
  return text === '' ? null : text;
}

/** The amount and currency of an Amt element (the first one in the block). */
const AMOUNT = new RegExp(`<${P}Amt\\s+Ccy="([A-Za-z]{3})"\\s*>([^<]*)</${P}Amt>`, 'i');

function amountIn(block: string): { minor: number | null; code: string | null } | null {
  const match = AMOUNT.exec(block);
  if (!match) return null;
  return { minor: minorUnitsOf(match[2] ?? ''), code: match[1] ?? null };
}

/** A bank's own status words, read as the standard codes they stand for. */
const PROPRIETARY_STATUSES = [
  [/PDNG|PEND/i, 'PDNG'],
  [/INFO/i, 'INFO'],
  [/FUTR|FUTURE/i, 'FUTR'],
] as const;

/** Where an entry's own elements end and its details (which may hold a status of theirs) begin. */
const DETAILS_START = new RegExp(`<${P}(?:NtryDtls|CardTx|AddtlNtryInf)[\\s>]`, 'i');

/**
 * The entry's status: `<Sts>BOOK</Sts>` up to version 001.08, `<Sts><Cd>BOOK</Cd></Sts>` from
 * 001.09. A pending (PDNG) or information (INFO) entry is booked later in another statement under
 * another reference: imported now, it would be counted twice (docs/decisions.md, 'Import'). A
 * bank's own status (Prtry) is taken as booked unless it says pending, information or future.
 */
function entryStatus(entry: string): string {
  const cut = DETAILS_START.exec(entry);
  const head = cut ? entry.slice(0, cut.index) : entry;
  const proprietary = first(head, 'Sts', 'Prtry');
  if (proprietary) {
    return PROPRIETARY_STATUSES.find(([words]) => words.test(proprietary))?.[1] ?? 'BOOK';
  }
  return (first(head, 'Sts', 'Cd') ?? first(head, 'Sts'))?.toUpperCase() ?? 'BOOK';
}

const STATUS_NAMES: Record<string, string> = {
  PDNG: 'pending',
  INFO: 'for information only',
  FUTR: 'a future one',
};

export function isCamt053(text: string): boolean {
  return /camt\.053/i.test(text) && new RegExp(`<${P}BkToCstmrStmt[\\s>]`, 'i').test(text);
}

function row(
  lineAt: (offset: number) => number,
  offset: number,
  block: string,
  entry: string,
  fallbackId: string | null,
): ParsedRow {
  const line = lineAt(offset);
  const money = amountIn(block) ?? amountIn(entry);
  const debit = (first(block, 'CdtDbtInd') ?? first(entry, 'CdtDbtInd')) === 'DBIT';
  const date = dateOf(
    first(entry, 'BookgDt', 'Dt') ??
      first(entry, 'BookgDt', 'DtTm') ??
      first(entry, 'ValDt', 'Dt') ??
      '',
  );
  const counterparty = debit
    ? (first(block, 'RltdPties', 'Cdtr', 'Nm') ?? first(block, 'RltdPties', 'Cdtr', 'Pty', 'Nm'))
    : (first(block, 'RltdPties', 'Dbtr', 'Nm') ?? first(block, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));
  const remittance = first(block, 'RmtInf', 'Ustrd') ?? first(entry, 'AddtlNtryInf');
  const { name, description } = fitted(counterparty ?? '', remittance);
  const currency = money?.code ? currencyOf(money.code) : null;
  const magnitude = money?.minor ?? null;
  const amount = magnitude === null ? null : debit ? -Math.abs(magnitude) : Math.abs(magnitude);
  const bankId = first(block, 'Refs', 'AcctSvcrRef') ?? fallbackId;
  const status = entryStatus(entry);
  let error: string | null = null;
  const described = STATUS_NAMES[status];
  if (status !== 'BOOK')
    error = `Line ${line}: ${described ? `the entry is ${described} (status ${status})` : `the entry's status is ${status}`}, not booked; import it once the bank has booked it`;
  else if (date === null) error = `Line ${line}: the entry has no booking date`;
  else if (amount === null) error = `Line ${line}: Amt is not an amount with a currency`;
  else if (amount === 0) error = `Line ${line}: the amount is zero`;
  else if (currency === null)
    error = `Line ${line}: currency ${money?.code ?? '(none)'} is not kept by the app`;
  return { line, date, name, description, amount, currency, bankId, error };
}

export function parseCamt053(text: string): ParsedRow[] {
  const rows: ParsedRow[] = [];
  const lineAt = lineFinder(text);
  for (const entry of text.matchAll(ENTRY)) {
    const body = entry[1] ?? '';
    const start = entry.index ?? 0;
    const entryId = first(body, 'AcctSvcrRef') ?? first(body, 'NtryRef');
    const details = [...body.matchAll(DETAIL)].filter(
      (detail) => amountIn(detail[1] ?? '') !== null,
    );
    if (details.length <= 1) {
      rows.push(row(lineAt, start, details[0]?.[1] ?? body, body, entryId));
      continue;
    }
    details.forEach((detail, index) => {
      const id = entryId === null ? null : `${entryId}/${index + 1}`;
      rows.push(row(lineAt, start + body.indexOf(detail[0]), detail[1] ?? '', body, id));
    });
  }
  return rows;
}
