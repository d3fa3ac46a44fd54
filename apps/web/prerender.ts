// The public screens drawn into their pages at build time, after `vite build` (npm run build):
// a visitor who is not signed in sees the form before any script has run, and the app then
// hydrates it (src/main.tsx). The server sends these pages only to such visitors, and only for
// addresses whose query names exactly the keys a page was drawn with, writing the values the
// page shows (`fills`, escaped) where it holds `__query_<key>_0__` (apps/api/src/plugins/
// web-app.ts); any other address gets index.html as before.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = join(root, 'dist');

/** Each page: its address, and the query keys it is drawn for (every one of them present). */
const PAGES = [
  { path: '/login', keys: [] },
  { path: '/register', keys: [] },
  { path: '/forgot-password', keys: [] },
  { path: '/reset-password', keys: ['token', 'email'] },
  { path: '/activate-account', keys: ['token', 'email'] },
] as const;

/** Stands for a query value in a drawn page; the server writes the value in its place. */
const fill = (key: string, round: number) => `__query_${key}_${round}__`;

/**
 * The page's scripts asked for at low priority: the screen is in the page already, and the
 * stylesheet (and on a slow network, the page's first paint) should not wait on the script
 * that makes it interactive.
 */
const lowPriorityScripts = (page: string) =>
  page.replace(
    /<(script type="module"|link rel="modulepreload")/g,
    (tag) => `${tag} fetchpriority="low"`,
  );

/**
 * The screen in the page's root, and the first paint held until all of it has been read
 * (`rel="expect"` blocks rendering until the element it names is parsed): a slow phone's parser
 * yields part-way through a page, and a screen painted in parts moves as the rest comes in.
 */
const withScreen = (template: string, html: string) =>
  template
    .replace(
      '</head>',
      () => '  <link rel="expect" href="#root-end" blocking="render" />\n  </head>',
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${html}</div><span id="root-end" hidden></span>`,
    );

const ssrDir = join(root, 'node_modules/.prerender');
try {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
  });
  const { renderPublicScreen } = (await import(
    pathToFileURL(join(ssrDir, 'prerender.js')).href
  )) as { renderPublicScreen: (url: string) => Promise<string> };

  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty root');
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  const manifest = [];
  for (const { path, keys } of PAGES) {
    const draw = (round: number) =>
      renderPublicScreen(
        `http://localhost${path}${keys.length ? '?' : ''}${keys.map((key) => `${key}=${fill(key, round)}`).join('&')}`,
      );
    const html = await draw(1);
    // The values may only be written as they are (say an e-mail address in a sentence): drawn
    // with other values, the page must differ in nothing else.
    const neutral = (text: string, round: number) =>
      keys.reduce((out, key) => out.replaceAll(fill(key, round), fill(key, 0)), text);
    if (neutral(html, 1) !== neutral(await draw(2), 2)) {
      throw new Error(`${path} draws more of its query than its values; it cannot be prerendered`);
    }
    const file = `${path.slice(1)}.html`;
    const page = lowPriorityScripts(withScreen(template, html));
    writeFileSync(join(dist, 'prerendered', file), neutral(page, 1));
    manifest.push({ path, keys, file, fills: keys.filter((key) => html.includes(fill(key, 1))) });
  }
  writeFileSync(join(dist, 'prerendered', 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Prerendered ${manifest.map((page) => page.path).join(', ')}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
