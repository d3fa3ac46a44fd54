import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currencyCode } from '@budget/contract';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

/** Debian's Chromium, headless, with the flags this network-less machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A page that records CSP violations and uncaught errors, and (for consoleLog) every console
 * error and warning: Chromium logs each 4xx answer as a failed resource, which tests of screens
 * that expect none (the signed-out session check, a name conflict caught before sending) check.
 */
export async function openPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  // E2E_CPU_SLOWDOWN=4 runs the page's scripts four times slower (Chromium's CPU throttling):
  // keys and clicks then come faster than the page's frames, as on a slow phone.
  const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  const problems: string[] = [];
  const logged: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) problems.push(text);
    if (message.type() === 'error' || message.type() === 'warning') {
      logged.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  Object.assign(page, { problems, logged });
  return page;
}

/** Every console error and warning of the page so far, as 'error: text'. */
export function consoleLog(page: Page): string[] {
  return (page as Page & { logged?: string[] }).logged ?? [];
}

export function consoleProblems(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/**
 * The whole page as a user scrolling through it sees it, once settled. Parts the browser draws
 * only near the window (`content-visibility: auto`, e.g. the report's tables) would show as empty
 * boxes in a capture of the whole page, so they are drawn for the capture; CSS animations (a
 * dialog zooming in) are taken at their end. `withoutToasts` leaves out the toasts of what was
 * done before: sonner keeps its toasts while it counts the pointer as over them, and a capture
 * waiting for them to go was seen waiting more than 20 s on a busy machine.
 */
export async function screenshot(
  page: Page,
  name: string,
  { withoutToasts = false }: { withoutToasts?: boolean } = {},
): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({
    path: join(ARTIFACTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    style:
      '* { content-visibility: visible !important; }' +
      (withoutToasts ? ' [data-sonner-toaster] { visibility: hidden !important; }' : ''),
  });
}

/** An amount as the page writes money (lib/money.ts): locale digits, two decimals, the code. */
export function money(page: Page, amount: number, currency: number): Promise<string> {
  const code = currencyCode(currency);
  return page.evaluate(
    ({ amount, code }) =>
      `${new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${code}`,
    { amount, code },
  );
}

/**
 * Scrolls to each element matching `selector` until none is left, then back to the top: parts
 * of a screen drawn only when they come into the window (the reports' charts,
 * apps/web/src/components/when-in-viewport.tsx) are then drawn, and placeholders gone.
 */
export async function scrollUntilGone(page: Page, selector: string, message: string) {
  await expect
    .poll(
      async () => {
        const waiting = page.locator(selector);
        const count = await waiting.count();
        if (count > 0) {
          await waiting
            .first()
            .scrollIntoViewIfNeeded()
            .catch(() => undefined);
        }
        return count;
      },
      { message, timeout: 20_000 },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}
