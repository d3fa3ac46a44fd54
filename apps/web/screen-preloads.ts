import type { Plugin, Rollup } from 'vite';

/** Where the build writes the list: the server reads it (apps/api/src/plugins/screen-preloads.ts). */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/**
 * A signed-in screen's page module: `src/features/<feature>/components/<path>-page.tsx`, but for
 * the sign-in screens' (features/auth), which a signed-in visitor is sent away from.
 */
const SCREEN_PAGE =
  /[/\\]src[/\\]features[/\\](?!auth[/\\])[\w-]+[/\\]components[/\\]([\w-]+)-page\.tsx$/;
/** The signed-in screens' frame (sidebar, header), loaded with every one of them. */
const APP_SHELL = /[/\\]src[/\\]app[/\\]layout[/\\]app-shell\.tsx$/;

type Chunks = Map<string, Rollup.OutputChunk>;

/** A chunk and every chunk it imports statically, however deep. */
function withImports(chunks: Chunks, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withImports(chunks, imported, into);
  return into;
}

/**
 * Per screen address, the chunks its first draw needs beyond the entry's: its page module's
 * chunk and the app shell's, each with what they import. A page file is named after its address
 * (`transactions-page.tsx` draws /transactions).
 */
export function screenPreloads(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks: Chunks = new Map();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) return {};
  const loaded = withImports(chunks, entry.fileName);
  // A module is looked up by the chunk holding it: Rollup merges small lazy modules into chunks
  // named after another (Rollup's `experimentalMinChunkSize`, vite.config.ts).
  const holding = (pattern: RegExp) =>
    [...chunks.values()].flatMap((chunk) =>
      chunk.moduleIds.flatMap((id) => {
        const match = pattern.exec(id);
        return match ? [{ chunk, name: match[1] ?? '' }] : [];
      }),
    );
  const shell = holding(APP_SHELL)[0]?.chunk;
  const shellFiles = shell ? withImports(chunks, shell.fileName) : new Set<string>();
  const screens: Record<string, string[]> = {};
  for (const { chunk, name } of holding(SCREEN_PAGE)) {
    const files = withImports(chunks, chunk.fileName, new Set(shellFiles));
    screens[`/${name}`] = [...files].filter((file) => !loaded.has(file)).sort();
  }
  return screens;
}

/**
 * Writes, beside the build, which chunks each screen loads, so the page the server sends for a
 * signed-in screen names them (`<link rel="modulepreload">`) and the browser fetches them while
 * the entry downloads, rather than after the entry has run and the router has asked for them
 * (docs/performance.md, 'First screens (Lighthouse)').
 */
export function screenPreloadsPlugin(): Plugin {
  return {
    name: 'budget-screen-preloads',
    // The client's build only: the server-side build of prerender.ts has no screens to fetch.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_PRELOADS_FILE,
        source: `${JSON.stringify(screenPreloads(bundle), null, 2)}\n`,
      });
    },
  };
}
