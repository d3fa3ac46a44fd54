import { LANGUAGES, type Language } from '@budget/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The first language of an Accept-Language header the app is written in, by the header's order
 * of preference (q), or null when it names neither: 'pl-PL,pl;q=0.9,en;q=0.8' is Polish,
 * 'de,en;q=0.5' English, 'de' null.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | null {
  if (typeof header !== 'string' || header === '') return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.toLowerCase().startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.toLowerCase().split('-')[0], weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { base } of ranked) {
    const language = LANGUAGES.find((known) => known === base);
    if (language) return language;
  }
  return null;
}

/**
 * The language a request is answered in (docs/decisions.md, 'Languages'): the signed-in user's
 * choice, else the request's Accept-Language (which the web app sets to the interface's), else
 * English. A route that has not loaded the session goes by the header alone.
 */
export function readerLanguage(request: FastifyRequest): Language {
  return request.session?.language ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
