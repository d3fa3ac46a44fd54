import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { setLanguage } from './lib/i18n/i18n.ts';
import { cn } from './lib/utils.ts';
import { preferredLanguage } from './lib/preferences/preferences-store.ts';
import { applyTheme, watchSystemTheme } from './lib/theme.ts';
import './index.css';

// index.html's inline script put the stored theme on the page before it painted; this keeps it and
// follows the system's theme while the preference is 'system'.
applyTheme();
watchSystemTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The interface's language (the one chosen last time, else the browser's), its texts downloaded
// while the first screen's code is.
const language = preferredLanguage();
const languageReady = setLanguage(language);

// A public screen the build drew into the page (apps/web/prerender.ts) is hydrated; any other
// page starts empty and is drawn here. The build draws in English: in another language the
// screen is drawn afresh rather than hydrated over texts that differ.
const prerendered = container.hasChildNodes();
if (prerendered && language !== 'en') container.replaceChildren();
const client = startQueryClient(prerendered);
/**
 * Draws the app once its router and language are ready. Not a top-level await: a screen's chunk
 * may import what the build merged into this entry chunk (Rollup's experimentalMinChunkSize,
 * vite.config.ts), and the entry would then wait for a chunk that waits for the entry.
 */
async function start(root: HTMLElement): Promise<void> {
  // The entry's evaluation is one task; the first class names merged and the router's start
  // each get one of their own, so no task holds all three (docs/performance.md, 'First screens
  // (Lighthouse)'). The first `cn` builds tailwind-merge's class map, which would otherwise be
  // built inside the first render.
  await nextTask();
  cn('');
  await nextTask();
  const [router] = await Promise.all([createAppRouter(prerendered), languageReady]);
  const app = (
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>
  );
  // In a transition, so React draws the first screen in slices between which the browser can
  // paint and take input, instead of in one long task.
  startTransition(() => {
    if (prerendered && language === 'en') hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

  // The service worker, the kept data, the outbox and notifications' clicks
  // (app/pwa/start-pwa.ts), off the first screen's download.
  void import('./app/pwa/start-pwa.ts').then(({ startPwa }) =>
    startPwa(client, (path) => void router.navigate(path)),
  );
}

/** Lets the browser paint and take input before what follows. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void start(container);
