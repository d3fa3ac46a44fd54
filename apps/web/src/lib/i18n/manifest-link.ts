import type { Language } from '@budget/contract/preference-values';

/** The manifest of each language, written by the build (pwa.ts). */
export const MANIFEST_FILES: Record<Language, string> = {
  en: 'manifest.webmanifest',
  pl: 'manifest.pl.webmanifest',
};

/**
 * Points the page at the manifest in the interface's language, so an app installed from here,
 * and its 'Add expense' shortcut, are named in it. Chromium reads the link again when it
 * changes and updates an installed app with the same id.
 */
export function pointManifestAt(language: Language): void {
  if (typeof document === 'undefined') return;
  const link = document.querySelector('link[rel="manifest"]');
  const href = `/${MANIFEST_FILES[language]}`;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
