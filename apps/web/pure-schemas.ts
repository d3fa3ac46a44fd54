import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The contract's source files (packages/contract/src), as the bundler sees their paths. */
const CONTRACT_FILE = /[/\\]packages[/\\]contract[/\\]src[/\\][^/\\]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/**
 * Lets the bundler drop the contract's schemas a screen does not use. Each is a top-level
 * `const x = z.object(...)...`: calls Rollup must assume have side effects, so a screen that
 * imports one plain constant of a contract file kept every schema of that file, and zod with
 * them. This wraps each top-level call initialiser in an arrow called at once and marked pure,
 * which runs exactly as before when the value is used and is removed when it is not. Only the
 * web build applies it; the contract's calls are all schema building (docs/decisions.md,
 * 'Code splitting').
 */
export function pureSchemas(): Plugin {
  return {
    name: 'budget-pure-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const text = new MagicString(code);
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (init?.type !== 'CallExpression') continue;
          text.appendLeft(init.start, '/* @__PURE__ */ (() => ');
          text.prependRight(init.end, ')()');
        }
      }
      return text.hasChanged()
        ? { code: text.toString(), map: text.generateMap({ hires: true }) }
        : null;
    },
  };
}
