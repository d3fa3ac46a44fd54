import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * Draws the installed app's icons (apps/web/public/icons) from the favicon's wallet, with
 * Chromium: `node scripts/pwa-icons.ts`. Run again only when the mark changes; the PNGs are
 * committed, so a build needs neither a browser nor a download.
 */
const OUT = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));

const WALLET =
  '<path d="M9 11.5h14a2 2 0 0 1 2 2V22a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-8.5a2 2 0 0 1 2-2Zm0 0 11.5-3.4a1.5 1.5 0 0 1 1.9 1.4v2" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><circle cx="21" cy="18" r="1.6" fill="#fff"/>';

/**
 * `any`: the rounded square of the favicon. `maskable`: the colour to every edge and the mark
 * inside the middle 80 % that every platform's mask keeps.
 */
function svg(maskable: boolean): string {
  const ground = maskable
    ? '<rect width="32" height="32" fill="#4f46e5"/>'
    : '<rect width="32" height="32" rx="8" fill="#4f46e5"/>';
  const mark = maskable
    ? `<g transform="translate(16 16) scale(0.72) translate(-16 -16)">${WALLET}</g>`
    : WALLET;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${ground}${mark}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const markup = svg(icon.maskable).replace(
      '<svg ',
      `<svg width="${icon.size}" height="${icon.size}" `,
    );
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(`${OUT}${icon.file}`, png);
    await page.close();
  }
} finally {
  await browser.close();
}
