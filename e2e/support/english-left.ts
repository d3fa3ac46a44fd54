import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Catalog = Record<string, Record<string, string>>;

/** A language's texts as the web app holds them (apps/web/src/locales/<language>/*.json). */
function catalogOf(language: string): Catalog {
  const folder = fileURLToPath(new URL(`../../apps/web/src/locales/${language}/`, import.meta.url));
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [
        name,
        JSON.parse(readFileSync(`${folder}${name}`, 'utf8')) as Record<string, string>,
      ]),
  );
}
const en = catalogOf('en');
const pl = catalogOf('pl');

/** Texts the product keeps in every language: its name, the Polish sidebar labels, codes. */
const KEPT = ['Budget App', 'Wersja GUI:', 'Wersja API:', 'PLN', 'E-mail', 'Email'];

const segmentsOf = (text: string) =>
  text
    .split(/\{\{[^}]*\}\}|<\/?\d+>|\n/)
    .map((part) => part.trim().replace(/[.:,;!?…'"()]+$/g, ''))
    .filter((part) => (part.match(/\p{L}/gu) ?? []).length >= 4);

const valuesOf = (catalog: Catalog) =>
  Object.values(catalog).flatMap((texts) => Object.values(texts));

/**
 * Every English text of the interface (apps/web/src/locales/en) long enough to tell, that Polish
 * does not use as well ('Import', 'Status' are Polish too): any of them on a screen drawn in
 * Polish is a text left untranslated.
 */
const POLISH = valuesOf(pl).join('\n');
const ENGLISH = [...new Set(valuesOf(en).flatMap(segmentsOf))]
  .filter((segment) => !POLISH.includes(segment) && !KEPT.includes(segment))
  .sort((a, b) => b.length - a.length)
  .map((segment) => ({
    segment,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'u',
    ),
  }));

/** The English texts of the interface found in `shown` (a screen's text), longest first. */
export function englishLeft(shown: string, allowed: readonly string[] = []): string[] {
  let rest = shown;
  for (const kept of [...KEPT, ...allowed]) rest = rest.replaceAll(kept, ' ');
  const found: string[] = [];
  for (const { segment, pattern } of ENGLISH) {
    if (pattern.test(rest)) {
      found.push(segment);
      rest = rest.replace(pattern, ' ');
    }
  }
  return found;
}
