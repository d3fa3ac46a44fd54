import {
  accountIdentifier,
  currencyOf,
  dateOf,
  lineFinder,
  minorUnitsOf,
  plainText,
  type ParsedRow,
  type ParsedStatement,
} from './file-text.ts';
import { rowWords } from './payee-text.ts';
import { elementsIn, withoutTags } from './xml-scan.ts';

/**
 * ISO 20022 CAMT.053 (bank to customer statement), versions 001.02 to 001.13: every entry (Ntry)
 * of every statement; a batch entry with several transaction details (TxDtls) that carry their
 * own amounts gives one row per detail. Element names may carry a namespace prefix.
 */
const P = '(?:[\\w.-]+:)?';

/** The text of the first element along the path (each inside the one before), or null. */
function first(block: string, ...path: string[]): string | null {
  let scope = block;
  for (const tag of path) {
    const [found] = elementsIn(scope, tag, 1);
    if (!found) return null;
    scope = found.body;
  }
  const text = plainText(withoutTags(scope));
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

/**
 * What an entry's rows take from the entry itself, read once for all of them: read again for each
 * of thousands of transaction details, an entry was read thousands of times.
 */
function entryFacts(entry: string) {
  return {
    money: amountIn(entry),
    indicator: first(entry, 'CdtDbtInd'),
    date: dateOf(
      first(entry, 'BookgDt', 'Dt') ??
        first(entry, 'BookgDt', 'DtTm') ??
        first(entry, 'ValDt', 'Dt') ??
        '',
    ),
    additional: first(entry, 'AddtlNtryInf'),
    status: entryStatus(entry),
  };
}

function row(
  lineAt: (offset: number) => number,
  offset: number,
  block: string,
  entry: ReturnType<typeof entryFacts>,
  fallbackId: string | null,
): ParsedRow {
  const line = lineAt(offset);
  const money = amountIn(block) ?? entry.money;
  const debit = (first(block, 'CdtDbtInd') ?? entry.indicator) === 'DBIT';
  const date = entry.date;
  const counterparty = debit
    ? (first(block, 'RltdPties', 'Cdtr', 'Nm') ?? first(block, 'RltdPties', 'Cdtr', 'Pty', 'Nm'))
    : (first(block, 'RltdPties', 'Dbtr', 'Nm') ?? first(block, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));
  const remittance = first(block, 'RmtInf', 'Ustrd');
  const additional = first(block, 'AddtlTxInf') ?? entry.additional;
  const words = remittance
    ? rowWords(counterparty, remittance, [additional])
    : rowWords(counterparty, additional);
  const currency = money?.code ? currencyOf(money.code) : null;
  const magnitude = money?.minor ?? null;
  const amount = magnitude === null ? null : debit ? -Math.abs(magnitude) : Math.abs(magnitude);
  const bankId = first(block, 'Refs', 'AcctSvcrRef') ?? fallbackId;
  const status = entry.status;
  let error: string | null = null;
  const described = STATUS_NAMES[status];
  if (status !== 'BOOK')
    error = `Line ${line}: ${described ? `the entry is ${described} (status ${status})` : `the entry's status is ${status}`}, not booked; import it once the bank has booked it`;
  else if (date === null) error = `Line ${line}: the entry has no booking date`;
  else if (amount === null) error = `Line ${line}: Amt is not an amount with a currency`;
  else if (amount === 0) error = `Line ${line}: the amount is zero`;
  else if (currency === null)
    error = `Line ${line}: currency ${money?.code ?? '(none)'} is not kept by the app`;
  return { line, date, ...words, amount, currency, bankId, error, notBooked: status !== 'BOOK' };
}

/** The file's statements (Stmt) with where each starts; a file without one is one statement. */
function statementsIn(text: string): { body: string; start: number }[] {
  const found = elementsIn(text, 'Stmt').map(({ body, bodyStart }) => ({ body, start: bodyStart }));
  return found.length > 0 ? found : [{ body: text, start: 0 }];
}

/**
 * The statement's account: its IBAN, else its other id (Id/Othr/Id, read through Othr: an Id
 * read first would end at the inner Id's closing tag).
 */
function accountOf(statement: string): string | null {
  const account = first(statement, 'Acct', 'Id', 'IBAN') ?? first(statement, 'Acct', 'Othr', 'Id');
  return accountIdentifier(account);
}

/** The statement's closing booked balance (Bal of type CLBD): signed amount, currency, date. */
function closingBalance(statement: string) {
  for (const { body } of elementsIn(statement, 'Bal')) {
    const type = first(body, 'Tp', 'CdOrPrtry', 'Cd') ?? first(body, 'Tp', 'Cd');
    if (type?.toUpperCase() !== 'CLBD') continue;
    const money = amountIn(body);
    // <Dt><Dt>…</Dt></Dt> or <Dt><DtTm>…</DtTm></Dt>: the outer element's text is the date.
    const date = dateOf(first(body, 'Dt') ?? '');
    if (!money || money.minor === null || date === null) return null;
    const debit = first(body, 'CdtDbtInd') === 'DBIT';
    return { amount: debit ? -money.minor : money.minor, code: money.code, date };
  }
  return null;
}

/** Each statement's account, currency and the bank's closing booked balance. */
export function camt053Statements(text: string): ParsedStatement[] {
  return statementsIn(text).map(({ body }) => {
    const closing = closingBalance(body);
    const code = first(body, 'Acct', 'Ccy') ?? closing?.code ?? null;
    return {
      identifier: accountOf(body),
      currency: code === null ? null : currencyOf(code),
      closingBalance: closing?.amount ?? null,
      closingDate: closing?.date ?? null,
    };
  });
}

export function parseCamt053(text: string): ParsedRow[] {
  const rows: ParsedRow[] = [];
  const lineAt = lineFinder(text);
  for (const statement of statementsIn(text)) {
    const account = accountOf(statement.body);
    const add = (row: ParsedRow) => rows.push({ ...row, account });
    for (const { body, index: at } of elementsIn(statement.body, 'Ntry')) {
      const start = statement.start + at;
      const entryId = first(body, 'AcctSvcrRef') ?? first(body, 'NtryRef');
      const facts = entryFacts(body);
      const details = elementsIn(body, 'TxDtls').filter((detail) => amountIn(detail.body) !== null);
      if (details.length <= 1) {
        add(row(lineAt, start, details[0]?.body ?? body, facts, entryId));
        continue;
      }
      // Each detail's own line: found by searching the entry for the detail's text, a detail
      // written twice alike took the first one's line (and each search read the entry again).
      details.forEach((detail, index) => {
        const id = entryId === null ? null : `${entryId}/${index + 1}`;
        add(row(lineAt, start + detail.index, detail.body, facts, id));
      });
    }
  }
  return rows;
}
