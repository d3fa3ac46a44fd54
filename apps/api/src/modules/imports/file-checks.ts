import type { ImportFormat } from '@budget/contract';
import { isCamt053 } from './camt053.ts';
import { isOfx } from './ofx.ts';

/**
 * Checks of a bank file as a whole, before and after its rows are read (docs/decisions.md,
 * 'Import').
 */

export const DECLARATIONS_REFUSED =
  'The file declares a DOCTYPE or entities, or includes other files (XInclude), which no bank statement does; it is refused unread';

/**
 * XML and OFX that declare a DOCTYPE (entities, parameter entities, external ones) or use
 * XInclude. The parsers expand no entity, so such a file imported the reference as literal text;
 * no bank writes one, so it is refused before its rows are read rather than half understood.
 * Markup is told as the parser tells its format, so a line before the XML does not let one by.
 */
export function hasDeclarations(text: string): boolean {
  const markup = /^\s*</.test(text) || isCamt053(text) || isOfx(text);
  if (!markup) return false;
  return /<!(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST)\b/i.test(text) || /\/XInclude["']/i.test(text);
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Aggregates an OFX file closes (1.x SGML closes these too), innermost first. */
const OFX_ENDS = [
  'BANKTRANLIST',
  'STMTRS',
  'CCSTMTRS',
  'STMTTRNRS',
  'CCSTMTTRNRS',
  'BANKMSGSRSV1',
  'CREDITCARDMSGSRSV1',
  'OFX',
];
const CAMT_ENDS = ['Ntry', 'Stmt', 'BkToCstmrStmt', 'Document'];
const PREFIX = '(?:[\\w.-]+:)?';

/** The closing tags an XML or SGML file opens and never writes, innermost first. */
function unclosed(text: string, tags: string[], flags: string): string[] {
  return tags.flatMap((tag) => {
    const opened = count(text, new RegExp(`<${PREFIX}${tag}[\\s>]`, flags));
    const closed = count(text, new RegExp(`</${PREFIX}${tag}\\s*>`, flags));
    return opened > closed ? [`</${tag}>`] : [];
  });
}

/**
 * What a file that ends early lacks at its end: the closing elements of OFX and CAMT.053, an
 * MT940 statement's closing balance (:62F:, or :62M: on a page continued) after its last entry.
 * Empty when the file is whole; CSV and QIF have no closing part to miss.
 */
export function missingEnds(text: string, format: ImportFormat): string[] {
  if (format === 'ofx') return unclosed(text, OFX_ENDS, 'gi');
  if (format === 'camt053') return unclosed(text, CAMT_ENDS, 'g');
  if (format !== 'mt940') return [];
  const lastEntry = Math.max(text.lastIndexOf('\n:61:'), text.startsWith(':61:') ? 0 : -1);
  const closings = [...text.matchAll(/(?:^|\n|\{4:):62[FM]:/g)];
  const lastClosing = closings.at(-1)?.index ?? -1;
  return lastEntry > lastClosing ? [':62F:'] : [];
}
