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

/**
 * OFX 1.x (SGML: leaf elements not closed) and 2.x (XML), QFX alike: every STMTTRN of every bank
 * (STMTRS) and credit card (CCSTMTRS) statement, in its statement's currency (CURDEF).
 */

/**
 * The bank (STMTRS) and credit card (CCSTMTRS) statements: each body up to its first closing tag
 * and where it starts. A scan, not `/<(CC)?STMTRS>([\s\S]*?)<\/\1STMTRS>/gi`, which searched on
 * to the end from every opening never closed (thousands of them took minutes): once one kind has
 * no closing tag left, no later opening of that kind is closed either.
 */
function statementsOf(text: string): { body: string; start: number }[] {
  const found: { body: string; start: number }[] = [];
  const openings = /<(CC)?STMTRS>/gi;
  const closings = { bank: /<\/STMTRS>/gi, card: /<\/CCSTMTRS>/gi };
  const unclosed = { bank: false, card: false };
  for (let opening = openings.exec(text); opening; opening = openings.exec(text)) {
    const kind = opening[1] ? 'card' : 'bank';
    if (unclosed[kind]) {
      if (unclosed.bank && unclosed.card) break;
      continue;
    }
    const start = opening.index + opening[0].length;
    const closing = closings[kind];
    closing.lastIndex = start;
    const close = closing.exec(text);
    if (!close) {
      unclosed[kind] = true;
      continue;
    }
    found.push({ body: text.slice(start, close.index), start });
    openings.lastIndex = close.index + close[0].length;
  }
  return found;
}
const TRANSACTION = /<STMTTRN>([\s\S]*?)(?:<\/STMTTRN>|(?=<STMTTRN>)|(?=<\/BANKTRANLIST>))/gi;

const FIELDS = new Map<string, RegExp>();

/** A leaf element's text: up to its closing tag, the next tag or the end of the line. */
function field(block: string, tag: string): string | null {
  let pattern = FIELDS.get(tag);
  if (!pattern) {
    pattern = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i');
    FIELDS.set(tag, pattern);
  }
  const match = pattern.exec(block);
  const text = match?.[1] === undefined ? null : plainText(match[1]);
  return text === '' ? null : text;
}

export function isOfx(text: string): boolean {
  return /^\s*(?:OFXHEADER:|<\?xml[^>]*\?>\s*<\?OFX)/i.test(text) || /<OFX>/i.test(text);
}

const ACCOUNT = /<(?:BANK|CC)ACCTFROM>([\s\S]*?)(?:<\/(?:BANK|CC)ACCTFROM>|$)/i;
const LEDGER = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|(?=<AVAILBAL>)|$)/i;

/** The account a statement is for: BANKACCTFROM's or CCACCTFROM's ACCTID. */
function accountOf(body: string): string | null {
  const from = ACCOUNT.exec(body)?.[1];
  return from === undefined ? null : accountIdentifier(field(from, 'ACCTID'));
}

/** Each statement's account, currency and the bank's closing (ledger) balance. */
export function ofxStatements(text: string): ParsedStatement[] {
  return statementsOf(text).map(({ body }) => {
    const code = field(body, 'CURDEF');
    const ledger = LEDGER.exec(body)?.[1] ?? '';
    const amount = field(ledger, 'BALAMT');
    const closingBalance = amount === null ? null : minorUnitsOf(amount);
    const closingDate = dateOf(field(ledger, 'DTASOF') ?? '');
    return {
      identifier: accountOf(body),
      currency: code === null ? null : currencyOf(code),
      closingBalance: closingDate === null ? null : closingBalance,
      closingDate: closingBalance === null ? null : closingDate,
    };
  });
}

export function parseOfx(text: string): ParsedRow[] {
  const rows: ParsedRow[] = [];
  const lineAt = lineFinder(text);
  for (const { body, start } of statementsOf(text)) {
    const currencyCode = field(body, 'CURDEF');
    const currency = currencyCode === null ? null : currencyOf(currencyCode);
    const account = accountOf(body);
    for (const item of body.matchAll(TRANSACTION)) {
      const block = item[1] ?? '';
      const line = lineAt(start + (item.index ?? 0));
      const amountText = field(block, 'TRNAMT');
      const amount = amountText === null ? null : minorUnitsOf(amountText);
      const date = dateOf(field(block, 'DTPOSTED') ?? '');
      const words = rowWords(field(block, 'NAME') ?? field(block, 'PAYEE'), field(block, 'MEMO'));
      let error: string | null = null;
      if (date === null) error = `Line ${line}: DTPOSTED is not a date`;
      else if (amount === null) error = `Line ${line}: TRNAMT is not an amount`;
      else if (amount === 0) error = `Line ${line}: the amount is zero`;
      else if (currency === null)
        error = `Line ${line}: currency ${currencyCode ?? '(none)'} is not kept by the app`;
      rows.push({
        line,
        date,
        ...words,
        amount,
        currency,
        bankId: field(block, 'FITID'),
        account,
        error,
      });
    }
  }
  return rows;
}
