import { describe, expect, it } from 'vitest';
import { findProblems, headingsOf, slugOf } from './doc-references.ts';

// The fixtures are built from pieces: written out whole, they would be citations and process
// numbers in this very file, which `npm run lint` checks like any other.
const md = (path: string) => `${path}.md`;
const ISSUE = ['iss', 'ue'].join('');
const HASH = '#';

const GUIDE = [
  '# Guide',
  '',
  '## Setting up',
  '',
  "## The budget list's arithmetic",
  '',
  '## First screens (Lighthouse)',
  '',
  '```sh',
  '# not a heading',
  '```',
].join('\n');

function problemsOf(text: string, file = 'src/code.ts'): string[] {
  const files = new Map([
    [md('docs/guide'), GUIDE],
    [file, text],
  ]);
  return findProblems(files)
    .filter((problem) => problem.file === file)
    .map((problem) => `${problem.line}: ${problem.message}`);
}

describe('headings', () => {
  it('reads the headings outside fenced code', () => {
    expect(headingsOf(GUIDE)).toEqual([
      'Guide',
      'Setting up',
      "The budget list's arithmetic",
      'First screens (Lighthouse)',
    ]);
  });

  it("makes GitHub's anchors", () => {
    expect(slugOf('First screens (Lighthouse)')).toBe('first-screens-lighthouse');
    expect(slugOf("The budget list's arithmetic")).toBe('the-budget-lists-arithmetic');
  });
});

describe('citations of a heading', () => {
  it('pass when the heading exists', () => {
    expect(problemsOf(`// as chosen (${md('docs/guide')}, 'Setting up').`)).toEqual([]);
    expect(problemsOf(`// see ${md('docs/guide')}, section "Setting up"`)).toEqual([]);
    expect(problemsOf(`// (${md('docs/guide')}, 'The budget list's arithmetic')`)).toEqual([]);
  });

  it('pass when wrapped over two comment lines', () => {
    const text = ['/**', ` * measured (${md('docs/guide')}, 'Setting`, " * up'). More.", ' */'];
    expect(problemsOf(text.join('\n'))).toEqual([]);
    expect(problemsOf(`// a (${md('docs/guide')}, 'The budget\n// list's arithmetic')`)).toEqual(
      [],
    );
  });

  it('pass for a heading cited without its parenthesis', () => {
    expect(problemsOf(`// (${md('docs/guide')}, 'First screens')`)).toEqual([]);
  });

  it('pass for a path beside the citing markdown file', () => {
    const text = `See ${md('guide')}, 'Setting up'.`;
    expect(problemsOf(text, md('docs/other'))).toEqual([]);
  });

  it('fail, naming the line, when the heading does not exist', () => {
    expect(problemsOf(`// one\n// two (${md('docs/guide')}, 'Setting down')`)).toEqual([
      `2: ${md('docs/guide')} has no heading 'Setting down'`,
    ]);
    expect(problemsOf(`// (${md('docs/guide')}, 'First')`)).toEqual([
      `1: ${md('docs/guide')} has no heading 'First'`,
    ]);
  });

  it('fail when the file does not exist', () => {
    expect(problemsOf(`// (${md('docs/missing')}, 'Setting up')`)).toEqual([
      `1: ${md('docs/missing')}: no such file`,
    ]);
  });

  it('fail when the heading is not quoted', () => {
    expect(problemsOf(`// (${md('docs/guide')}, Setting up)`)).toEqual([
      `1: quote the heading: ${md('docs/guide')}, 'Setting up'`,
    ]);
  });
});

describe('links in markdown', () => {
  it('pass to an existing file and heading, fail to a missing anchor', () => {
    const text = [
      `[the guide](${md('guide')}#setting-up) and [above](#notes)`,
      '',
      '## Notes',
      `[gone](${md('guide')}#setting-down)`,
    ].join('\n');
    expect(problemsOf(text, md('docs/other'))).toEqual([
      `4: ${md('docs/guide')} has no heading for #setting-down`,
    ]);
  });
});

describe('process numbers', () => {
  it.each([
    `// fixed in ${ISSUE} 14`,
    `// the targets of ${ISSUE}s 13`,
    `## Splits (${ISSUE} 3)`,
    `// ${ISSUE.toUpperCase()} 9's write path`,
    `// see ${HASH}12`,
    `// (${HASH}12)`,
  ])('fail: %s', (text) => {
    expect(problemsOf(text)).toHaveLength(1);
  });

  it.each([
    `// Actual ${HASH}530 asks for the same`,
    '// each sign-in issues a new token',
    '// zod issues[0] names the field',
  ])('pass: %s', (text) => {
    expect(problemsOf(text)).toEqual([]);
  });
});

describe('the shared folder beside the repository', () => {
  it('fails wherever it is cited', () => {
    expect(problemsOf(`const table = '${'..'}/shared/data/rates.json';`)).toHaveLength(1);
  });
});
