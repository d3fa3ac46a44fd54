import { BOOT_DATA_ELEMENT_ID, TransactionType } from '@budget/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { choose } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.offline@example.test';

/** Whether the page is controlled by the app's service worker. */
function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/**
 * The lists of one kind (transactions, groups) the app has kept in IndexedDB
 * (lib/offline/persist-cache.ts), as JSON: what the screens the tests reopen offline show. The
 * dashboard's latest transactions are kept too, but would not show on those screens.
 */
function keptLists(page: Page, kind: 'transactions' | 'groups'): Promise<string> {
  return page.evaluate(
    (kind) =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open('budget-app-cache');
        // Asked before the app made it, the database must not be made here: the app's store
        // (idb-keyval) makes its table only when it creates the database itself.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => resolve('');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('queries')) return resolve('');
          const read = db.transaction('queries').objectStore('queries').get('client');
          read.onsuccess = () => {
            const kept = read.result as
              { clientState: { queries: { queryKey: unknown[]; state: unknown }[] } } | undefined;
            const lists = (kept?.clientState.queries ?? []).filter(
              ({ queryKey }) => queryKey[0] === kind && queryKey[1] === 'list',
            );
            resolve(JSON.stringify(lists));
          };
          read.onerror = () => resolve('');
        };
      }),
    kind,
  );
}

async function addOffline(page: Page, name: string, value: string, group = 'Home'): Promise<void> {
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  const form = page.getByRole('form', { name: 'Add New Transaction' });
  const groupField = form.getByRole('combobox', { name: 'Group' });
  if ((await groupField.textContent()) !== group) await choose(page, groupField, group);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Value').fill(value);
  await form.getByRole('button', { name: 'Add Transaction' }).click();
  await page
    .getByText('Saved on this device: it will be sent when you are back online.')
    .first()
    .waitFor();
  await page.waitForURL((url) => url.pathname === '/transactions' && url.search === '');
}

describe('the installable app without a connection', () => {
  const world = browserWorld([ANN]);
  let groupId = '';

  it('registers its service worker, opens offline with the last data, and sends each expense added offline once', async () => {
    const ann = await signIn(world.browser, world.server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Home', description: '' });
    groupId = (created.body.data as { id: string }).id;
    await handMade(ann, 'POST', '/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Rent',
      groupId,
      // Today: the list opens on the current month.
      date: new Date().toISOString().slice(0, 10),
      amount: 1200,
      currency: 0,
    });

    // Installable: a manifest, and the worker registered; a reload is the first page it controls.
    await expect
      .poll(() =>
        ann.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')),
      )
      .toBe('/manifest.webmanifest');
    await ann.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const script = await ann.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(script).toBe(`${world.server.url}/sw.js`);
    const online = await ann.goto('/transactions');
    await expect.poll(() => controlled(ann)).toBe(true);
    // Online, pages still come from the server, with the visitor's data.
    expect(await online?.text()).toContain(BOOT_DATA_ELEMENT_ID);
    await ann
      .getByRole('region', { name: 'Expenses' })
      .getByRole('row', { name: /Rent/ })
      .waitFor();
    await expect.poll(() => keptLists(ann, 'transactions'), { timeout: 10_000 }).toContain('Rent');

    // Offline: the page comes from the worker and shows the data kept.
    await ann.context().setOffline(true);
    await expect.poll(() => ann.evaluate(() => navigator.onLine)).toBe(false);
    const page = await ann.reload();
    // The worker's copy of the shell, without the data the server writes into its pages.
    expect(page?.fromServiceWorker()).toBe(true);
    expect(await page?.text()).not.toContain(BOOT_DATA_ELEMENT_ID);
    await ann.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await ann.getByRole('heading', { name: 'Transactions', exact: true }).waitFor();
    await ann
      .getByRole('region', { name: 'Expenses' })
      .getByRole('row', { name: /Rent/ })
      .waitFor();

    await addOffline(ann, 'Bread', '4.50');
    const pending = ann.getByRole('region', { name: 'Waiting to be sent' });
    await pending.getByText('Bread').waitFor();
    // Kept across a reload, still offline.
    await ann.reload();
    await pending.getByText('Bread').waitFor();
    await addOffline(ann, 'Milk', '3.20');
    await pending.getByText('Milk').waitFor();
    await pending.getByText('2 transactions added without a connection').waitFor();
    await expect.poll(() => pending.getByText('Pending', { exact: true }).count()).toBe(2);
    await screenshot(ann, 'offline-pending-1280');
    await ann.setViewportSize({ width: 390, height: 844 });
    await screenshot(ann, 'offline-pending-390');
    await ann.setViewportSize({ width: 1280, height: 900 });

    // Back online: both are sent, once each, and leave the outbox.
    await ann.context().setOffline(false);
    await ann.getByText('2 transactions added offline were sent.').first().waitFor();
    await pending.waitFor({ state: 'detached' });
    await expect.poll(() => ann.getByRole('status').filter({ hasText: 'Offline' }).count()).toBe(0);
    await ann
      .getByRole('region', { name: 'Expenses' })
      .getByRole('row', { name: /Milk/ })
      .waitFor();

    const listed = await handMade(ann, 'GET', `/transactions?groupIds=${groupId}&pageSize=500`);
    const names = (listed.body.data as { transactions: { name: string }[] }).transactions.map(
      (t) => t.name,
    );
    expect(names.sort()).toEqual(['Bread', 'Milk', 'Rent']);
    expect(consoleProblems(ann)).toEqual([]);
  });

  it('refuses a change sent offline at once, its form still open with what was typed', async () => {
    const ann = await signIn(world.browser, world.server.url, ANN);
    await ann.goto('/transactions');
    const expenses = ann.getByRole('region', { name: 'Expenses' });
    await expenses.getByRole('row', { name: /Rent/ }).waitFor();
    await expenses.getByRole('button', { name: 'Edit Rent' }).click();
    await ann.getByRole('heading', { name: 'Update Transaction' }).waitFor();
    // The connection goes while the form is open.
    await ann.context().setOffline(true);
    await expect.poll(() => ann.evaluate(() => navigator.onLine)).toBe(false);
    const value = ann.getByLabel('Value');
    await value.fill('1300');
    const update = ann.getByRole('button', { name: 'Update Transaction' });
    await update.click();
    // Not 'Saving...' for as long as the connection is gone: said at once, the form kept.
    await ann.getByText('Network error - please check your connection').first().waitFor();
    await expect.poll(() => update.isEnabled()).toBe(true);
    expect(await value.inputValue()).toBe('1300');

    await ann.context().setOffline(false);
    await update.click();
    await ann.getByRole('heading', { name: 'Transactions', exact: true }).waitFor();
    const listed = await handMade(ann, 'GET', `/transactions?groupIds=${groupId}&pageSize=500`);
    const rows = (listed.body.data as { transactions: { name: string; amount: number }[] })
      .transactions;
    expect(rows.find((row) => row.name === 'Rent')?.amount).toBe(-1300);
  });

  it("keeps an expense the server refuses, with the server's message, until it is discarded", async () => {
    const ann = await signIn(world.browser, world.server.url, ANN);
    const trip = await handMade(ann, 'POST', '/groups', { name: 'Trip', description: '' });
    const tripId = (trip.body.data as { id: string }).id;
    await ann.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await ann.goto('/transactions');
    await expect.poll(() => controlled(ann)).toBe(true);
    await expect.poll(() => keptLists(ann, 'groups'), { timeout: 10_000 }).toContain('Trip');
    await ann.context().setOffline(true);
    await ann.reload();
    await addOffline(ann, 'Ferry', '30', 'Trip');

    // Meanwhile, elsewhere, the group is deleted.
    const elsewhere = await signIn(world.browser, world.server.url, ANN);
    expect((await handMade(elsewhere, 'DELETE', `/groups/${tripId}`)).status).toBe(200);
    await elsewhere.context().close();

    await ann.context().setOffline(false);
    await ann
      .getByText('1 transaction added offline was not accepted: see Transactions.')
      .first()
      .waitFor();
    const pending = ann.getByRole('region', { name: 'Waiting to be sent' });
    await pending.getByText('Not sent', { exact: true }).waitFor();
    await pending.getByRole('alert').filter({ hasText: 'The server refused it:' }).waitFor();
    await screenshot(ann, 'offline-refused-1280');
    await ann.setViewportSize({ width: 390, height: 844 });
    await screenshot(ann, 'offline-refused-390');

    await pending.getByRole('button', { name: 'Discard' }).click();
    await pending.waitFor({ state: 'detached' });
    const listed = await handMade(ann, 'GET', '/transactions?pageSize=500');
    const names = (listed.body.data as { transactions: { name: string }[] }).transactions.map(
      (t) => t.name,
    );
    expect(names).not.toContain('Ferry');
  });

  it('opens with the kept data when the browser believes it is connected but nothing gets through', async () => {
    const ann = await signIn(world.browser, world.server.url, ANN);
    await ann.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await ann.goto('/transactions');
    await expect.poll(() => controlled(ann)).toBe(true);
    await expect.poll(() => keptLists(ann, 'transactions'), { timeout: 10_000 }).toContain('Milk');
    // A network that lets nothing through (a dead Wi-Fi, a captive portal): the browser still
    // says it is online, so only the failed calls tell the app (lib/offline/offline-start.ts).
    await ann
      .context()
      .addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }),
      );
    await ann.context().setOffline(true);
    await ann.reload();
    expect(await ann.evaluate(() => navigator.onLine)).toBe(true);
    await ann.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await ann
      .getByRole('region', { name: 'Expenses' })
      .getByRole('row', { name: /Milk/ })
      .waitFor();
    await addOffline(ann, 'Tea', '2.10');
    await ann.context().setOffline(false);
    await ann.getByText('1 transaction added offline was sent.').first().waitFor();
    const listed = await handMade(ann, 'GET', `/transactions?groupIds=${groupId}&pageSize=500`);
    const names = (listed.body.data as { transactions: { name: string }[] }).transactions.map(
      (t) => t.name,
    );
    expect(names.filter((name) => name === 'Tea')).toEqual(['Tea']);
  });

  it("passes Chromium's installability check", async () => {
    const ann = await signIn(world.browser, world.server.url, ANN);
    await ann.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await ann.reload();
    await expect.poll(() => controlled(ann)).toBe(true);
    // What Lighthouse's PWA audits asked before Lighthouse 12 dropped them: the manifest parses
    // without errors and nothing else stops installing. On a page of its own: a second
    // DevTools session beside Playwright's upsets its offline emulation.
    const cdp = await ann.context().newCDPSession(ann);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const installable = await cdp.send('Page.getInstallabilityErrors');
    // A test's browser context is incognito, where Chromium installs nothing: the one error the
    // app cannot remove.
    const errors = installable.installabilityErrors.map((error) => error.errorId);
    expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
    await ann.context().close();
  });
});
