import { MESSAGES_PL, MESSAGE_PATTERNS_PL, messageInPolish } from '@budget/contract/messages-pl';
import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../test/message-sources.ts';

/**
 * Every message the contract's checks and the API's errors write has Polish (docs/decisions.md,
 * 'Languages'). The sources are read as they are (test/message-sources.ts), so a new message
 * without Polish fails here. Lives with the API: the contract's own tests may not read files.
 */

/** A template's values, each a message the catalog has: a value that is a message is translated. */
const SAMPLE_VALUE = 'Not found';

describe('the Polish catalog of messages', () => {
  const messages = sourceMessages();

  it('finds the messages of the contract and of the API', () => {
    const texts = new Set(messages.map((message) => message.text ?? message.skeleton));
    // Known ones of each kind: a check, a fixed error, a template, an error constant.
    expect(texts).toContain('Password must contain at least one uppercase letter');
    expect(texts).toContain('Username must be at least 3 characters');
    expect(texts).toContain('Your session has expired. Please sign in.');
    expect(texts).toContain('Too many requests. Please try again in {} seconds.');
    expect(texts).toContain('Group not found');
    expect(texts).toContain('Line {}: the amount is zero');
    expect(messages.length).toBeGreaterThan(300);
  });

  it('has Polish for every message the sources write', () => {
    const missing = messages
      .filter(({ text, skeleton }) => {
        const whole = text ?? skeleton.replaceAll('{}', SAMPLE_VALUE);
        return messageInPolish(whole) === undefined;
      })
      .map(({ file, line, text, skeleton }) => `${file}:${line} ${text ?? skeleton}`);
    expect(missing).toEqual([]);
  });

  it('gives each message Polish of its own', () => {
    const untranslated = Object.entries(MESSAGES_PL).filter(
      ([english, polish]) => polish.trim() === '' || polish === english,
    );
    expect(untranslated).toEqual([]);
  });

  it('fills each Polish pattern with values its English names', () => {
    const names = (text: string) =>
      new Set([...text.matchAll(/\{\*?(\w+)\}/g)].map(([, name]) => name));
    for (const [english, polish] of MESSAGE_PATTERNS_PL) {
      if (typeof polish !== 'string') continue;
      const known = names(english);
      expect(
        [...names(polish)].filter((name) => !known.has(name)),
        english,
      ).toEqual([]);
      expect(polish, english).not.toBe(english);
    }
  });
});
