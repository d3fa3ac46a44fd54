import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type { Language } from '@budget/contract/preference-values';
import { MANIFEST_FILES } from './src/lib/i18n/manifest-link.ts';
import en from './src/locales/en/common.json' with { type: 'json' };
import pl from './src/locales/pl/common.json' with { type: 'json' };

/** The page's background in each theme (src/index.css), for the browser's bars and splash. */
export const THEME_COLORS = { light: '#f9fafb', dark: '#0c0f16' } as const;

/**
 * The manifest in one language: what the phone shows under the icon and on the shortcut
 * (docs/decisions.md, 'Languages'). Its id is the same in both, so switching the language
 * updates the installed app rather than installing a second one.
 */
function manifestIn(language: Language): Partial<ManifestOptions> {
  const texts = language === 'pl' ? pl : en;
  return {
    id: '/',
    lang: language,
    name: texts['app.name'],
    short_name: 'Budget',
    description: texts['app.description'],
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: texts['app.addExpenseShortcut'],
        url: '/transactions?action=quick_add',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}

/** The Polish manifest beside the English one vite-plugin-pwa writes. */
function polishManifest(): Plugin {
  return {
    name: 'budget-polish-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILES.pl,
        source: JSON.stringify(manifestIn('pl')),
      });
    },
  };
}

/**
 * The installable app (docs/decisions.md, 'Installable and offline'): a manifest, and a service
 * worker (Workbox's generateSW) that keeps the app's shell (index.html, every chunk, the icons)
 * so the app opens without a connection.
 *
 * Pages are asked of the network first: the server writes the visitor's data into the page and
 * draws the public screens (docs/decisions.md, 'Code splitting'), which a page kept by the worker
 * would lose. Only when the network fails does the kept index.html answer. API calls are never
 * touched: the app keeps its own copy of the data it showed (src/lib/offline).
 *
 * A new version waits until the user asks for it ('Reload to update', src/app/pwa): taken over
 * mid-session, old code would load chunks that are gone.
 *
 * Push notifications are shown and opened by public/sw-push.js, which the worker imports
 * (docs/decisions.md, 'Push notifications'): a small script of its own keeps Workbox's generated
 * worker as it is.
 */
export function pwa() {
  return [
    VitePWA({
      registerType: 'prompt',
      // Registered by the app itself, after its first screen (src/app/pwa/register-worker.ts).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: manifestIn('en'),
      workbox: {
        importScripts: ['/sw-push.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Drawn for signed-out visitors by the server only (prerender.ts); the push handler is
        // the worker's own script, checked for a new version with it, not a page's.
        globIgnores: ['prerendered/**', 'sw-push.js'],
        navigateFallback: null,
        // The page's request starts while the worker boots, rather than after.
        navigationPreload: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/api(?:\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
        cleanupOutdatedCaches: true,
        // The app's largest chunk (the charts) is above Workbox's 2 MiB default only with its map.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    polishManifest(),
  ];
}
