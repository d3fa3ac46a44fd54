import {
  accountIdentifier,
  currencyOf,
  dateOf,
  minorUnitsOf,
  type ParsedStatement,
} from './file-text.ts';

/**
 * :25: 'bank code/account' or an IBAN, which some banks follow with the currency ('NL12... EUR')
 * and Polish banks precede with a slash ('/PL61109010140000071219812874').
 */
export function accountOf(body: string): string | null {
  return accountIdentifier(
    body
      .trim()
      .replace(/^\//, '')
      .replace(/\s+[A-Z]{3}$/, ''),
  );
}

/** :62F: final closing balance, 'C260312EUR3696,60'. */
function closingOf(body: string) {
  const match = /^([CD])(\d{6})([A-Z]{3})(\d[\d,]*)/.exec(body.trim());
  if (!match) return null;
  const date = dateOf(`20${match[2] ?? ''}`);
  const minor = minorUnitsOf((match[4] ?? '').replace(/,$/, ''));
  if (date === null || minor === null) return null;
  return { date, code: match[3] ?? '', amount: match[1] === 'D' && minor !== 0 ? -minor : minor };
}

const STATEMENT_TAG = /(?:^|\{4:):(20|25|60F|60M|62F):(.*)$/;

/** Each statement's account (:25:), currency and final closing balance (:62F:). */
export function mt940Statements(text: string): ParsedStatement[] {
  const statements: ParsedStatement[] = [];
  let current: ParsedStatement | null = null;
  for (const line of text.split(/\r?\n/)) {
    const tag = STATEMENT_TAG.exec(line);
    if (!tag) continue;
    const body = tag[2] ?? '';
    if (tag[1] === '20' || current === null) {
      current = { identifier: null, currency: null, closingBalance: null, closingDate: null };
      statements.push(current);
    }
    if (tag[1] === '25') current.identifier = accountOf(body);
    else if (tag[1] === '60F' || tag[1] === '60M') {
      const code = /^[CD]\d{6}([A-Z]{3})/.exec(body)?.[1];
      current.currency = code ? currencyOf(code) : null;
    } else if (tag[1] === '62F') {
      const closing = closingOf(body);
      if (closing) {
        current.currency ??= currencyOf(closing.code);
        current.closingBalance = closing.amount;
        current.closingDate = closing.date;
      }
    }
  }
  return statements;
}
