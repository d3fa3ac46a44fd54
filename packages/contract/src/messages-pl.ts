import { MESSAGE_PATTERNS_PL, type MessagePattern } from './messages-pl-patterns.ts';
import { ACCOUNT_MESSAGES_PL } from './messages-pl-accounts.ts';
import { CHECK_MESSAGES_PL } from './messages-pl-checks.ts';
import { SERVER_MESSAGES_PL } from './messages-pl-server.ts';
import { PEOPLE_MESSAGES_PL } from './messages-pl-people.ts';
import type { Language } from './preference-values.ts';

/**
 * Polish for the messages the contract's checks and the API's errors write in English: keyed by
 * the English text, so the server translates an envelope's message by the reader's language and
 * the web app a field's message by its own (docs/decisions.md, 'Languages'). A message missing
 * here is shown in English; apps/api/src/lib/messages-pl.test.ts fails for any message written in
 * the sources that has no Polish.
 */
export const MESSAGES_PL: Record<string, string> = {
  ...CHECK_MESSAGES_PL,
  ...SERVER_MESSAGES_PL,
  ...ACCOUNT_MESSAGES_PL,
  ...PEOPLE_MESSAGES_PL,
};

export { MESSAGE_PATTERNS_PL, type MessagePattern };

interface CompiledPattern {
  match: RegExp;
  names: string[];
  /** Placeholders whose values are messages themselves, translated in turn. */
  nested: Set<string>;
  polish: MessagePattern[1];
}

const PLACEHOLDER = /\{(\*?)(\w+)\}/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function compile([english, polish]: MessagePattern): CompiledPattern {
  const names: string[] = [];
  const nested = new Set<string>();
  let source = '';
  let last = 0;
  for (const found of english.matchAll(PLACEHOLDER)) {
    const [whole, star, name = ''] = found;
    source += escape(english.slice(last, found.index)) + '([\\s\\S]+?)';
    names.push(name);
    if (star) nested.add(name);
    last = found.index + whole.length;
  }
  source += escape(english.slice(last));
  return { match: new RegExp(`^${source}$`), names, nested, polish };
}

let compiled: CompiledPattern[] | undefined;

function fill(pattern: CompiledPattern, values: Record<string, string>): string {
  if (typeof pattern.polish === 'function') return pattern.polish(values);
  return pattern.polish.replace(PLACEHOLDER, (_whole, _star, name: string) => values[name] ?? '');
}

/** The message wholly in Polish (its nested messages too), or undefined when any part lacks it. */
export function messageInPolish(message: string): string | undefined {
  const exact = MESSAGES_PL[message];
  if (exact !== undefined) return exact;
  compiled ??= MESSAGE_PATTERNS_PL.map(compile);
  for (const pattern of compiled) {
    const found = pattern.match.exec(message);
    if (!found) continue;
    const values: Record<string, string> = {};
    let complete = true;
    pattern.names.forEach((name, index) => {
      const value = found[index + 1] ?? '';
      const polish = pattern.nested.has(name) ? messageInPolish(value) : value;
      if (polish === undefined) complete = false;
      values[name] = polish ?? value;
    });
    if (complete) return fill(pattern, values);
  }
  return undefined;
}

/**
 * A message in Polish where the catalog has it, else as it came. A validation answer joins its
 * fields' messages with '; ': each is translated on its own.
 */
export function translateMessagePl(message: string): string {
  const whole = messageInPolish(message);
  if (whole !== undefined) return whole;
  if (!message.includes('; ')) return message;
  return message
    .split('; ')
    .map((part) => messageInPolish(part) ?? part)
    .join('; ');
}

/** A message in the language asked for (English: as written). */
export function translateMessage(message: string, language: Language): string {
  return language === 'pl' ? translateMessagePl(message) : message;
}
