import { searchKey, type RuleCondition } from '@budget/contract';
import { validationFailed } from '../../lib/app-error.ts';
import { RE2JS } from 're2js';

/**
 * A rule's regular expression (docs/decisions.md, 'Rules'). Node's RegExp backtracks and has no
 * time limit, so one pattern could hold the server for hours; RE2JS (a pure-JavaScript port of
 * RE2) matches in time linear in the text, with no look-arounds or back-references. With the
 * pattern's program bounded here and the texts bounded by the contract, every match has a fixed
 * upper bound of work: that bound is the time limit.
 */
export const PATTERN_INVALID =
  'Not a regular expression rules can run (look-arounds and back-references are not supported)';
export const PATTERN_TOO_COMPLEX = 'This regular expression is too complex';

/** RE2's program size: a count of its instructions, what a match's work is proportional to. */
const PROGRAM_SIZE_MAX = 2_000;

export class RulePatternError extends Error {}

/** Escapes whose argument is in braces: `\p{Lu}`, `\x{17B}`. */
const BRACED_ESCAPES = new Set(['p', 'P', 'x']);

/**
 * The pattern's letters folded as `searchKey` folds the text it is matched against (lower case,
 * no accents: 'Żabka' finds 'ŻABKA' and 'zabka'), its escapes as written (`\D` stays `\D`).
 */
export function foldPattern(pattern: string): string {
  const characters = [...pattern];
  let folded = '';
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index] ?? '';
    if (character !== '\\') {
      const key = searchKey(character);
      // An en dash folds to '-', which inside a class would be a range: it stays a literal.
      folded += key === '-' && character !== '-' ? '\\-' : key;
      continue;
    }
    const escaped = characters[index + 1] ?? '';
    folded += character + escaped;
    index++;
    if (BRACED_ESCAPES.has(escaped) && characters[index + 1] === '{') {
      const close = characters.indexOf('}', index + 1);
      const end = close === -1 ? characters.length - 1 : close;
      folded += characters.slice(index + 1, end + 1).join('');
      index = end;
    } else if ((escaped === 'p' || escaped === 'P') && index + 1 < characters.length) {
      // A one-letter class, `\pL`: its letter is a name, kept as written.
      folded += characters[index + 1] ?? '';
      index++;
    }
  }
  return folded;
}

/** Compiled once per request; throws RulePatternError for a pattern rules refuse. */
export function compilePattern(pattern: string): (key: string) => boolean {
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(foldPattern(pattern), RE2JS.CASE_INSENSITIVE);
  } catch {
    throw new RulePatternError(PATTERN_INVALID);
  }
  if (compiled.programSize() > PROGRAM_SIZE_MAX) throw new RulePatternError(PATTERN_TOO_COMPLEX);
  return (key) => compiled.test(key);
}

/** 400 naming each condition (`conditions.2.value`) whose regular expression rules refuse. */
export function assertPatterns(conditions: readonly RuleCondition[]): void {
  const fields: Record<string, string[]> = {};
  conditions.forEach((condition, index) => {
    if (condition.kind !== 'text' || condition.op !== 'matches') return;
    try {
      compilePattern(condition.value);
    } catch (error) {
      if (!(error instanceof RulePatternError)) throw error;
      fields[`conditions.${index}.value`] = [error.message];
    }
  });
  const first = Object.values(fields)[0]?.[0];
  if (first !== undefined) throw validationFailed(first, fields);
}
