import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import {
  consoleLog,
  consoleProblems,
  launchBrowser,
  openPage,
  screenshot,
  scrollUntilGone,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { fillHousehold } from './support/household.ts';
import { registerUser, signIn } from './support/users.ts';

const OWNER = 'ola.screens@example.test';
const SIGNED_OUT = [
  '/login',
  '/register',
  '/forgot-password',
  // Without a link's token: a made-up token is refused by the server (400), which the browser
  // logs like any failed request.
  '/reset-password',
  '/activate-account',
];
const SIGNED_IN = [
  '/dashboard',
  '/groups',
  '/accounts',
  '/budgets',
  '/transactions',
  '/imports',
  '/categories',
  '/tags',
  '/rules',
  '/reports',
  '/settings',
  '/user-profile',
  '/no-such-page',
];
const VIEWS = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 390 },
  { theme: 'dark', width: 390 },
] as const;

/** The screen as it settles: its code and data loaded, no skeleton or spinner left. */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Parts below the first view (the reports' charts) are drawn when scrolled to.
  await scrollUntilGone(page, '[aria-busy="true"], .animate-pulse', `${path} keeps loading`);
  await page.locator('h1').first().waitFor();
}

const nameOf = (path: string) => path.split('?')[0]?.replace(/\W+/g, '-').replace(/^-/, '') ?? '';

/**
 * Every screen, signed out and signed in, in both themes at desktop and phone widths: axe-core
 * finds no WCAG 2.1 A/AA violation, and the console shows no error or warning at all.
 * The screenshots (e2e/artifacts/screen-*) are the ones looked at for visual faults.
 */
describe('every screen in both themes at 1280 and 390 px', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, OWNER);
    browser = await launchBrowser();
    const page = await signIn(browser, server.url, OWNER);
    await fillHousehold(page, {
      group: 'Smith Household',
      category: 'Groceries',
      budget: 'Food',
      transactions: [
        ['Weekly shop', 84.2, 0, true],
        ['Salary', 5200, 1, false],
        ['Cinema', 42, 0, false],
      ],
    });
    await page.context().close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('keeps the sign-in screen after a wrong password, with the reason on it', async () => {
    const visitor = await openPage(browser, server.url);
    await visitor.goto('/login');
    await visitor.getByLabel('Email').fill(OWNER);
    await visitor.getByLabel('Password', { exact: true }).fill('Wrong#Passw0rd1');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visitor.getByText('Invalid username or password').first().waitFor();
    expect(await visitor.getByText('Authentication Error').count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await visitor.context().close();
  });

  it("draws the screens that only show money without the forms' rules (zod)", async () => {
    const owner = await signIn(browser, server.url, OWNER);
    // vite.config.ts names zod's chunk. A document's resource entries list its scripts, from the
    // network or a cache (sign-in has already loaded zod); a screen's first download is what it
    // needs to draw (docs/performance.md, 'First screens (Lighthouse)').
    const rulesLoaded = () =>
      owner.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/assets\/zod-[\w-]+\.js$/.test(name)),
      );
    for (const path of ['/dashboard', '/transactions', '/budgets', '/reports']) {
      await settled(owner, path);
      expect(await rulesLoaded(), path).toEqual([]);
    }
    // The form needs them: they come with it.
    await settled(owner, '/transactions');
    await owner.getByRole('button', { name: 'Add Transaction' }).first().click();
    await expect.poll(async () => (await rulesLoaded()).length).toBe(1);
    await owner.context().close();
  });

  it("names a signed-in screen's chunks in its page, for the browser to fetch at once", async () => {
    const owner = await signIn(browser, server.url, OWNER);
    // What the build listed (apps/web/screen-preloads.ts): the shell's chunk and the screen's.
    const listed = JSON.parse(
      readFileSync(new URL('../apps/web/dist/screen-preloads.json', import.meta.url), 'utf8'),
    ) as Record<string, string[]>;
    for (const path of SIGNED_IN) {
      const html = await (await owner.request.get(`${server.url}${path}`)).text();
      const preloaded = [
        ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g),
      ];
      const files = new Set(preloaded.map(([, file]) => file ?? ''));
      const expected = listed[path] ?? [];
      const shell = (file: string) => file.includes('app-shell-');
      // An address that is no screen names none.
      if (path === '/no-such-page') expect([...files].some(shell), path).toBe(false);
      else expect(expected.some(shell), path).toBe(true);
      expect(
        expected.filter((file) => !files.has(file)),
        path,
      ).toEqual([]);
    }
    await owner.context().close();
  });

  for (const view of VIEWS) {
    it(`has no accessibility violation on any screen, ${view.theme} at ${view.width} px`, async () => {
      // Reduced motion, as a user may ask for it: the screenshots then show the charts drawn in
      // full rather than growing.
      const media = { colorScheme: view.theme, reducedMotion: 'reduce' } as const;
      const visitor = await openPage(browser, server.url, view.width);
      await visitor.emulateMedia(media);
      const owner = await signIn(browser, server.url, OWNER, view.width);
      await owner.emulateMedia(media);
      const found: string[] = [];
      const failed: string[] = [];
      for (const page of [visitor, owner]) {
        page.on('response', (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
        });
      }
      for (const [page, paths] of [
        [visitor, SIGNED_OUT],
        [owner, SIGNED_IN],
      ] as const) {
        for (const path of paths) {
          await settled(page, path);
          const dark = await page.evaluate(() =>
            document.documentElement.classList.contains('dark'),
          );
          expect(dark, path).toBe(view.theme === 'dark');
          await screenshot(page, `screen-${nameOf(path)}-${view.theme}-${view.width}`);
          found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
        }
      }
      expect(found).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleProblems(visitor)).toEqual([]);
      expect(consoleProblems(owner)).toEqual([]);
      // Expected answers (nobody signed in, a screen's data) log nothing, not even a warning.
      expect(consoleLog(visitor)).toEqual([]);
      expect(consoleLog(owner)).toEqual([]);
      await visitor.context().close();
      await owner.context().close();
    });
  }
});
