import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, openPage } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { TEST_PASSWORD } from './support/users.ts';

const EMAIL = 'dora.early@example.test';

/** Whether React DOM has taken over the page's root. */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  );

describe('public screens drawn before any script runs', () => {
  const world = browserWorld([EMAIL]);

  it('shows the sign-in form with scripts turned off', async () => {
    const context = await world.browser.newContext({
      baseURL: world.server.url,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/login');
    expect(await page.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    await page.goto('/reset-password?token=abc&email=%3Cb%3Eann%40x.io');
    expect(await page.getByText('Set a new password for <b>ann@x.io.').isVisible()).toBe(true);
    await context.close();
  });

  /** Opens `path` with the app's code held back until `release` is called, as on a slow phone. */
  async function openSlowPage(path: string): Promise<{ page: Page; release: () => void }> {
    const page = await openPage(world.browser, world.server.url);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    return { page, release };
  }

  it('keeps what was typed before the app took the page over, and signs in with it', async () => {
    const { page, release } = await openSlowPage('/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    expect(await hydrated(page)).toBe(false);
    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(EMAIL);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  });

  it('sends a form sent before the app took the page over once it has, not to the server', async () => {
    const { page, release } = await openSlowPage('/forgot-password');
    const formPosts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url() !== `${world.server.url}/forgot-password`)
        formPosts.push(request.url());
    });
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Email').press('Enter');
    expect(await hydrated(page)).toBe(false);
    release();
    await page
      .getByText('Password reset instructions have been sent to your email.')
      .waitFor({ timeout: 15_000 });
    expect(formPosts).toEqual([]);
    expect(page.url()).toBe(`${world.server.url}/forgot-password`);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  });
});
