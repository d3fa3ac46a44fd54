// What `npm run lint` holds the repository's text to (scripts/check-docs.ts): a cited heading
// exists, no process numbers of the project's issue tracker, nothing read from the shared folder
// beside the repository (what the project needs, it keeps). Pure functions over the files' text,
// so the test can hand them files of its own.
import { posix } from 'node:path';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Tracked text files by path from the repository's root, with their text. */
export type Files = ReadonlyMap<string, string>;

const FENCE = /^\s{0,3}(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/** The headings of a markdown text, outside fenced code, as written (backticks and stars off). */
export function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(line);
    if (match?.[1]) headings.push(normalise(match[1]));
  }
  return headings;
}

function normalise(text: string): string {
  return text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * A citation names a heading when it is the heading's text, or the text before a closing
 * parenthesis: 'First screens' names 'First screens (Lighthouse)'.
 */
function names(citation: string, heading: string): boolean {
  return heading === citation || (heading.startsWith(`${citation} (`) && heading.endsWith(')'));
}

/**
 * The text with each line's comment marker and indentation taken off and the lines joined by a
 * space, so a citation wrapped over two comment lines reads as one; `lineAt` maps back.
 */
function flatten(text: string): { flat: string; lineAt: (offset: number) => number } {
  const starts: number[] = [];
  let flat = '';
  for (const line of text.split('\n')) {
    starts.push(flat.length);
    flat += `${line.replace(/^\s*(?:\/\/+|\/\*+|\*+(?=\s|$)|#(?=\s|$)|>|--(?=\s))?\s*/, '')} `;
  }
  const lineAt = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  return { flat, lineAt };
}

/** The tracked file a citation in `from` names: from the root, else beside `from`. */
function resolve(files: Files, from: string, path: string): string | undefined {
  const candidates = [posix.normalize(path), posix.join(posix.dirname(from), path)];
  return candidates.find((candidate) => files.has(candidate));
}

// A path to a markdown file, a comma, then the heading in single or double quotes, with or
// without the word 'section' before it.
const CITATION = /(?<![\w./-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md),\s*(?:section\s+)?(['"])/g;
// The same inside parentheses without quotes: where such a heading ends cannot be told from prose.
const UNQUOTED = /(?<![\w./-])((?:[\w.-]+\/)*[\w.-]+\.md), ([A-Z][^()'"]{0,60}?)\)/g;
const LINK = /\]\(([^()\s]+)\)/g;
const ISSUE_NUMBER = /\bissues?[\s-]*#?\d+/gi;
const HASH_NUMBER =
  /(?:[([]|\b(?:see|fixes|fixed|closes|closed|resolves|resolved|refs?|in|per|for|from)\s+)#\d+\b/gi;
const SHARED = /\.\.\/shared\b/g;

export function findProblems(files: Files): Problem[] {
  const headings = new Map<string, string[]>();
  const headingsIn = (path: string) => {
    let found = headings.get(path);
    if (!found) headings.set(path, (found = headingsOf(files.get(path) ?? '')));
    return found;
  };
  const problems: Problem[] = [];
  for (const [file, text] of files) {
    const { flat, lineAt } = flatten(text);
    const report = (offset: number, message: string) =>
      problems.push({ file, line: lineAt(offset), message });

    for (const match of flat.matchAll(CITATION)) {
      const [whole, path = '', quote = ''] = match;
      const target = resolve(files, file, path);
      if (!target) {
        report(match.index, `${path}: no such file`);
        continue;
      }
      // A heading may hold the quote itself ('The budget list's arithmetic'): each later quote
      // may close it, and the one not followed by a letter is the one to report.
      const open = match.index + whole.length;
      const closings: number[] = [];
      for (let at = flat.indexOf(quote, open); at !== -1 && at - open <= 200;) {
        closings.push(at);
        at = flat.indexOf(quote, at + 1);
      }
      const cited = closings.map((at) => normalise(flat.slice(open, at)));
      if (cited.some((citation) => headingsIn(target).some((h) => names(citation, h)))) continue;
      const reported =
        cited[closings.findIndex((at) => !/\p{L}/u.test(flat[at + 1] ?? ''))] ?? cited[0] ?? '';
      report(match.index, `${path} has no heading '${reported}'`);
    }

    for (const match of flat.matchAll(UNQUOTED))
      report(match.index, `quote the heading: ${match[1]}, '${match[2]}'`);

    if (file.endsWith('.md')) {
      for (const match of flat.matchAll(LINK)) {
        const link = match[1] ?? '';
        if (/^[a-z][\w+.-]*:/i.test(link)) continue;
        const [path = '', anchor] = link.split('#');
        const target = path === '' ? file : resolve(files, file, path);
        if (!target) report(match.index, `${path}: no such file`);
        else if (anchor && !headingsIn(target).some((h) => slugOf(h) === anchor))
          report(match.index, `${target} has no heading for #${anchor}`);
      }
    }

    for (const match of [...flat.matchAll(ISSUE_NUMBER), ...flat.matchAll(HASH_NUMBER)])
      report(match.index, `'${match[0]}' cites the issue tracker: name the capability instead`);

    for (const match of flat.matchAll(SHARED))
      report(
        match.index,
        `cites ${['..', 'shared'].join('/')}: keep what the project needs in the repository`,
      );
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
