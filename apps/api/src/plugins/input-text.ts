import type { ErrorDetails } from '@budget/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../lib/app-error.ts';

export const NUL_MESSAGE = 'Text must not contain the character U+0000';
export const SURROGATE_MESSAGE = 'Text must not contain a lone UTF-16 surrogate';
export const ENCODING_MESSAGE = 'Text must be percent-encoded UTF-8';

/**
 * Why a text may not be stored, or null. PostgreSQL refuses U+0000 in text, and a lone surrogate
 * cannot be written as UTF-8 (it would silently become U+FFFD), so both are refused before any
 * database sees them, the same on SQLite and PostgreSQL (docs/decisions.md, 'API').
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return text.isWellFormed() ? null : SURROGATE_MESSAGE;
}

const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- U+0000 is precisely what it looks for
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A field name as details may show it: the characters refused written as \uXXXX. */
export function printableName(name: string): string {
  return name.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function add(details: ErrorDetails | null, field: string, message: string): ErrorDetails {
  const result = details ?? {};
  const messages = (result[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
  return result;
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * Every refused text in a parsed body, query or params (keys included), by dotted path as the
 * validation errors name fields ('categoryIds.0'). Walks with a stack, not recursion: a JSON
 * body may nest deeper than the call stack.
 */
export function findBadText(root: unknown, rootName: string): ErrorDetails | null {
  let details: ErrorDetails | null = null;
  const stack: [unknown, string][] = [[root, '']];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [value, path] = entry;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) details = add(details, path || rootName, problem);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], join(path, String(i))]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value).reverse()) {
        const problem = textProblem(key);
        const name = join(path, problem ? printableName(key) : key);
        if (problem) details = add(details, name, problem);
        stack.push([child, name]);
      }
    }
  }
  return details;
}

function lenientDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Query parameters whose percent-encoding is not UTF-8 (%ED%A0%80 is a lone surrogate, %uD800 no
 * encoding at all). The query string parser keeps such a value as its raw text instead of failing,
 * so they are found here, in the raw URL.
 */
export function findBadEncoding(url: string): ErrorDetails | null {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return null;
  let details: ErrorDetails | null = null;
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair.includes('%')) continue;
    const [key = '', value = ''] = pair.replaceAll('+', ' ').split(/=(.*)/s);
    try {
      decodeURIComponent(key);
      decodeURIComponent(value);
    } catch {
      details = add(details, printableName(lenientDecode(key)), ENCODING_MESSAGE);
    }
  }
  return details;
}

function refuseBadText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const found = [
    findBadEncoding(request.url),
    findBadText(request.params, 'params'),
    findBadText(request.query, 'query'),
    findBadText(request.body, 'body'),
  ].filter((details) => details !== null);
  if (found.length === 0) return done();
  const details: ErrorDetails = Object.assign({}, ...found);
  const messages = [...new Set(Object.values(details).flat())];
  done(validationFailed(messages.join('; '), details));
}

/**
 * Refuses U+0000, lone surrogates and undecodable percent-encoding in the body, query and path
 * parameters of every route registered after it, before schema validation: one rule for every
 * field, present and future, instead of one in each schema.
 */
export const inputTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', refuseBadText);
  },
  { name: 'input-text' },
);
