import { badRequest } from '../../lib/app-error.ts';
import { isCamt053, parseCamt053 } from './camt053.ts';
import type { ParsedRow } from './file-text.ts';
import { isOfx, parseOfx } from './ofx.ts';

export type ImportFormat = 'ofx' | 'camt053';

/**
 * A bank file's transactions, its format told by its content (not its name). A file of no known
 * format, or one that holds no transaction, is refused with the reason; rows that cannot be read
 * come back with theirs.
 */
export function parseFile(text: string): { format: ImportFormat; rows: ParsedRow[] } {
  const content = text.replace(/^\uFEFF/, '');
  let parsed: { format: ImportFormat; rows: ParsedRow[] };
  if (isCamt053(content)) parsed = { format: 'camt053', rows: parseCamt053(content) };
  else if (isOfx(content)) parsed = { format: 'ofx', rows: parseOfx(content) };
  else {
    const message = 'The file is not one of the formats the app reads (OFX, QFX, CAMT.053)';
    throw badRequest(message, { content: [message] });
  }
  if (parsed.rows.length === 0) {
    const message = 'The file holds no transactions';
    throw badRequest(message, { content: [message] });
  }
  return parsed;
}
