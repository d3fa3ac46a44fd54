import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** lucide-react's icon modules, one per icon, as the bundler sees their paths. */
const ICON_FILE = /[/\\]lucide-react[/\\]dist[/\\]esm[/\\]icons[/\\][^/\\]+\.mjs$/;

/**
 * Lets the bundler merge the small chunks that hold icons. Each icon module builds its
 * component with a top-level `createLucideIcon(...)` call and reads `__iconData.node` in a
 * statement of its own; Rollup must assume both have side effects, and it never merges a chunk
 * with side effects into another (`experimentalMinChunkSize` in vite.config.ts), so every set of
 * screens sharing an icon got a file of its own: /transactions downloaded 25 files, 14 of them
 * under 1 kB gzipped. This marks the call pure and drops the read, which has no effect (the
 * property is plain data); the icon is built exactly as before (docs/performance.md, 'First
 * screens').
 */
export function pureIcons(): Plugin {
  return {
    name: 'budget-pure-icons',
    apply: 'build',
    transform(code, id) {
      if (!ICON_FILE.test(id)) return null;
      const text = new MagicString(code);
      for (const match of code.matchAll(/\bcreateLucideIcon\(/g)) {
        text.appendLeft(match.index, '/* @__PURE__ */ ');
      }
      for (const match of code.matchAll(/^__iconData\.node;$/gm)) {
        text.remove(match.index, match.index + match[0].length);
      }
      return text.hasChanged()
        ? { code: text.toString(), map: text.generateMap({ hires: true }) }
        : null;
    },
  };
}
