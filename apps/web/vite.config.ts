import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { precompress } from './precompress.ts';
import { pwa } from './pwa.ts';
import { screenPreloadsPlugin } from './screen-preloads.ts';

/**
 * The build number shown in the sidebar. CI sets BUILD_NUMBER; a local build says 'local' so a
 * screenshot never passes off a developer's build as a release.
 */
const buildNumber = process.env.BUILD_NUMBER?.trim() || 'local';

/** `npm run dev` (scripts/dev.ts) passes the API's port; 3000 otherwise. */
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  // React's own JSX runtime, with Fast Refresh in development.
  plugins: [tailwindcss(), react(), pwa(), screenPreloadsPlugin(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __BUILD_NUMBER__: JSON.stringify(buildNumber),
  },
  server: {
    port: 5173,
    // The Host header is kept (no changeOrigin) so the API's same-site check sees the page's own
    // origin on state-changing requests, and the session cookie belongs to the dev server's host.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Published beside the code so errors in the field can be read (and Lighthouse's
    // best-practices audit asks for them); browsers fetch them only with the developer tools open.
    sourcemap: true,
    rollupOptions: {
      output: {
        // Each icon or helper shared by two screens would otherwise be a chunk of its own (about
        // forty requests for the dashboard, each a round trip on a phone's network); chunks under
        // this size (of source, about 1.5 kB gzipped) merge into one that is loaded anyway. Larger
        // merges put more of the signed-in screens' code into the sign-in screens' downloads
        // (docs/performance.md, 'First screens').
        experimentalMinChunkSize: 4_000,
        // Every icon a screen draws is a module of its own, with a top-level call Rollup will not
        // merge away: in one chunk (a few kB for all of them) rather than a request per set of
        // icons that some screens share.
        // zod and its form resolver in one chunk too, which only a form's first check or a screen
        // that builds schemas loads: merged into the form library's chunk, the sign-in screen,
        // which loads its rules when first sent, would download and run zod to draw its form.
        manualChunks: (id) => {
          if (/[/\\]lucide-react[/\\]/.test(id)) return 'icons';
          if (/[/\\](zod|@hookform[/\\]resolvers)[/\\]/.test(id)) return 'zod';
          if (/[/\\]react-hook-form[/\\]/.test(id)) return 'form';
          return undefined;
        },
      },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; they are harmless and drown real warnings.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        // Libraries mark their modules "use client" for React's server components, which a
        // browser-only build has none of (Rollup then also fails to place that notice).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (warning.code === 'SOURCEMAP_ERROR' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
