import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { pl } from './pl/index.ts';

/** The plural forms each language's keys need (Intl.PluralRules' categories for integers). */
const FORMS = { en: ['one', 'other'], pl: ['one', 'few', 'many', 'other'] } as const;
const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Each key without its plural suffix, with the forms it is written in. */
function keysOf(texts: Record<string, string>) {
  const keys = new Map<string, Set<string>>();
  for (const key of Object.keys(texts)) {
    const form = SUFFIX.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const forms = keys.get(base) ?? new Set<string>();
    if (form) forms.add(form);
    keys.set(base, forms);
  }
  return keys;
}

/** `{{name}}` placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('runs Intl.PluralRules as the suffixes expect', () => {
    for (const [language, forms] of Object.entries(FORMS)) {
      const rules = new Intl.PluralRules(language);
      expect([...rules.resolvedOptions().pluralCategories].sort()).toEqual(
        expect.arrayContaining([...forms].sort()),
      );
    }
    const pick = new Intl.PluralRules('pl');
    expect([1, 2, 5, 22, 25].map((n) => pick.select(n))).toEqual([
      'one',
      'few',
      'many',
      'few',
      'many',
    ]);
  });

  for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
    it(`has every '${namespace}' text in Polish, with Polish plural forms`, () => {
      const english = keysOf(en[namespace]);
      const polish = keysOf(pl[namespace]);
      expect([...polish.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, forms] of english) {
        const plural = forms.size > 0;
        expect([...forms].sort(), `${namespace}:${key} in English`).toEqual(
          plural ? [...FORMS.en].sort() : [],
        );
        expect([...(polish.get(key) ?? [])].sort(), `${namespace}:${key} in Polish`).toEqual(
          plural ? [...FORMS.pl].sort() : [],
        );
      }
    });

    it(`keeps every '${namespace}' placeholder in Polish, and leaves no text empty`, () => {
      const polish: Record<string, string> = pl[namespace];
      for (const [key, text] of Object.entries(en[namespace] as Record<string, string>)) {
        expect(text.trim(), `${namespace}:${key}`).not.toBe('');
        const base = key.replace(SUFFIX, '');
        const translations = Object.entries(polish).filter(([k]) => k.replace(SUFFIX, '') === base);
        for (const [polishKey, translation] of translations) {
          expect(translation.trim(), `${namespace}:${polishKey}`).not.toBe('');
          // A plural's 'one' form may say the number in words; every other form names them all.
          const expected = placeholders(text).filter(
            (name) => !polishKey.endsWith('_one') || name !== 'count',
          );
          expect(placeholders(translation), `${namespace}:${polishKey}`).toEqual(
            expect.arrayContaining(expected),
          );
        }
      }
    });
  }
});
