// `npm run lint`, last step: every tracked text file's citations of a heading
// (`docs/decisions.md, 'Splits'`) name a heading that exists, and no file cites the issue
// tracker's numbers or the shared folder beside it (scripts/doc-references.ts). Prints file:line for each.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProblems } from './doc-references.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Generated, and names packages only. */
const SKIPPED = new Set(['package-lock.json']);

const files = new Map<string, string>();
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
for (const path of tracked.split('\0')) {
  if (path === '' || SKIPPED.has(path) || !existsSync(join(root, path))) continue;
  const bytes = readFileSync(join(root, path));
  if (bytes.includes(0)) continue; // not text
  files.set(path, bytes.toString('utf8'));
}

const problems = findProblems(files);
for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problems in the docs' references (scripts/check-docs.ts)`);
  process.exit(1);
}
console.log(`Docs' references checked in ${files.size} files`);
