import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleProblems } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { signIn } from './support/users.ts';

const EMAIL = 'cleo.shell@example.test';

/** Whether the page has fetched a chunk whose file name starts with this module's name. */
const fetched = (page: Page, name: string) =>
  page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${prefix}-`)),
    name,
  );
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe('the signed-in shell: user menu, phone drawer and sidebar tooltips', () => {
  const world = browserWorld([EMAIL]);

  it('opens the user menu from the keyboard and gives the focus back', async () => {
    const page = await signIn(world.browser, world.server.url, EMAIL);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByTestId('user-menu-trigger').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedTestId(page)).toBe('user-menu-trigger');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/user-profile');
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  });

  it('loads the phone drawer at the first tap and gives the focus back to its button', async () => {
    const page = await signIn(world.browser, world.server.url, EMAIL, 390);
    expect(await fetched(page, 'navigation-drawer')).toBe(false);
    // On a phone the sign-in toast covers the header bar until it goes (docs/decisions.md).
    const toast = page.locator('[data-sonner-toast]');
    await toast.waitFor({ state: 'attached' });
    await toast.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Groups' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe('Open navigation');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'Groups' }).click();
    await page.waitForURL('**/groups');
    await drawer.waitFor({ state: 'detached' });
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  });

  it('names the collapsed sidebar links in a tooltip on keyboard focus', async () => {
    const page = await signIn(world.browser, world.server.url, EMAIL);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    // The Expand button keeps the focus; the keyboard moves on to the first link.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Dashboard');
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Dashboard');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.close();
  });
});
