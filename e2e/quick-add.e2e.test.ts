import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.quick@example.test';
const BOB = 'bob.quick@example.test';
const BOB_NAME = 'bob.quick';
const ANN_NAME = 'ann.quick';
const EUR = 2;
/** The home-screen shortcut's address (apps/web/pwa.ts). */
const SHORTCUT = '/transactions?action=quick_add';

describe('quick add from the home-screen shortcut, on a phone', () => {
  const world = browserWorld([ANN, BOB]);
  let phone: Page;
  let flatId = '';

  async function choose(form: Locator, field: string, option: string) {
    await form.getByRole('combobox', { name: field }).click();
    await pick(form.page().getByRole('option', { name: option, exact: true }));
  }

  const text = (form: Locator, field: string) =>
    form.getByRole('combobox', { name: field }).textContent();

  /** Whether the whole page, the form's buttons included, fits the window without scrolling. */
  function fitsWindow(page: Page) {
    return page.evaluate(() => ({
      scrollHeight: document.scrollingElement?.scrollHeight ?? Infinity,
      innerHeight: window.innerHeight,
    }));
  }

  it('saves an expense in another group, paid by another member, in euros', async () => {
    phone = await signIn(world.browser, world.server.url, ANN, 390);
    await phone.setViewportSize({ width: 390, height: 844 });
    await handMade(phone, 'POST', '/groups', { name: 'Household' });
    const flat = await handMade(phone, 'POST', '/groups', { name: 'Flat' });
    flatId = (flat.body.data as { id: string }).id;
    const added = await handMade(phone, 'PUT', '/groups/assign-users', {
      groupId: flatId,
      userEmails: [BOB],
    });
    expect(added.status).toBe(200);

    await phone.goto(SHORTCUT);
    const form = phone.getByRole('form', { name: 'Add New Transaction' });
    // Nothing remembered yet, and two groups: none is chosen for the user.
    await expect.poll(() => text(form, 'Group')).toBe('Select a group');
    await expect.poll(() => text(form, 'Currency')).toBe('PLN - Polish Zloty');
    await screenshot(phone, 'quick-add-390-first');
    // Typed key by key as Polish writes it, a comma before the cents (docs/decisions.md,
    // 'Amounts as typed'): saved as 42.50, not 4250.
    await form.getByLabel('Value').pressSequentially('42,50');
    await form.getByLabel('Name').fill('Pizza');
    await choose(form, 'Group', 'Flat');
    await choose(form, 'Paid by', BOB_NAME);
    await choose(form, 'Currency', 'EUR - Euro');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await phone.getByText('Transaction added successfully').first().waitFor();
    await phone.waitForURL((url) => url.pathname === '/transactions' && url.search === '');

    const listed = await handMade(phone, 'GET', `/transactions?groupIds=${flatId}`);
    const [pizza] = (listed.body.data as { transactions: Record<string, unknown>[] }).transactions;
    expect(pizza).toMatchObject({ name: 'Pizza', amount: -42.5, currency: EUR });
    const members = await handMade(phone, 'GET', '/groups?includeMembers=true');
    const bob = (members.body.data as { groupMembers: { userId: string; name: string }[] }[])
      .flatMap((group) => group.groupMembers)
      .find((member) => member.name === BOB_NAME);
    expect(pizza?.paidBy).toBe(bob?.userId);
  });

  it('opens with them chosen, the value focused, and the form within a 390 x 844 screen', async () => {
    await phone.goto(SHORTCUT);
    const form = phone.getByRole('form', { name: 'Add New Transaction' });
    await expect.poll(() => text(form, 'Group')).toBe('Flat');
    // Who paid and the split start from the user and the group's default, whatever the last was.
    await expect.poll(() => text(form, 'Paid by')).toBe(ANN_NAME);
    await expect.poll(() => text(form, 'Split')).toBe('Group default');
    // The currency is the chosen account's (the group's PLN 'Main account'), not the last one.
    await expect.poll(() => text(form, 'Currency')).toBe('PLN - Polish Zloty');
    await expect(text(form, 'Transaction Type')).resolves.toBe('Expense');
    const value = form.getByLabel('Value');
    await expect.poll(() => value.evaluate((box) => box === document.activeElement)).toBe(true);

    const { scrollHeight, innerHeight } = await fitsWindow(phone);
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
    const submit = await form.getByRole('button', { name: 'Add Transaction' }).boundingBox();
    expect(submit!.y + submit!.height).toBeLessThanOrEqual(844);
    // The rest is one tap away, and every field can still be reached.
    await expect(form.getByLabel('Description (optional)').count()).resolves.toBe(0);
    await screenshot(phone, 'quick-add-390');
    await form.getByRole('button', { name: 'More details' }).click();
    await form.getByLabel('Description (optional)').waitFor();
    await form.getByRole('combobox', { name: 'Categories (optional)' }).waitFor();
    await form.getByRole('combobox', { name: 'Repeats' }).waitFor();
    await screenshot(phone, 'quick-add-390-more');

    // A split other than the group's default adds a line per member, and still fits.
    await form.getByRole('button', { name: 'More details' }).click();
    await choose(form, 'Split', 'Equally');
    await form.getByRole('checkbox', { name: BOB_NAME }).waitFor();
    await screenshot(phone, 'quick-add-390-split');
    let fit = await fitsWindow(phone);
    expect(fit.scrollHeight).toBeLessThanOrEqual(fit.innerHeight);
    await choose(form, 'Split', 'By shares');
    await form.getByRole('textbox', { name: `${BOB_NAME} shares` }).waitFor();
    await screenshot(phone, 'quick-add-390-shares');
    fit = await fitsWindow(phone);
    expect(fit.scrollHeight).toBeLessThanOrEqual(fit.innerHeight);
  });

  it('shows every field at once on a wide screen', async () => {
    await phone.setViewportSize({ width: 1280, height: 900 });
    await phone.goto(SHORTCUT);
    const form = phone.getByRole('form', { name: 'Add New Transaction' });
    await expect.poll(() => text(form, 'Paid by')).toBe(ANN_NAME);
    await form.getByLabel('Description (optional)').waitFor();
    await form.getByRole('combobox', { name: 'Repeats' }).waitFor();
    await screenshot(phone, 'quick-add-1280');
    await phone.setViewportSize({ width: 390, height: 844 });
  });

  it("shows Split's whole choice in Polish on a phone, on one line on a wide screen", async () => {
    const stored = await handMade(phone, 'GET', '/users/me/preferences');
    const preferences = stored.body.data as Record<string, unknown>;
    await handMade(phone, 'PUT', '/users/me/preferences', { ...preferences, language: 'pl' });
    try {
      await phone.goto(SHORTCUT);
      const form = phone.getByRole('form', { name: 'Dodaj nową transakcję' });
      const split = form.getByRole('combobox', { name: 'Podział' });
      // Longer than its half of a phone's row.
      await expect.poll(() => split.textContent()).toBe('Domyślny dla grupy');
      const shown = () =>
        split.locator('.truncate').evaluate((text) => ({
          cut: text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight,
          height: text.closest('button')?.getBoundingClientRect().height,
        }));
      expect((await shown()).cut).toBe(false);
      const fit = await fitsWindow(phone);
      expect(fit.scrollHeight).toBeLessThanOrEqual(fit.innerHeight);
      await screenshot(phone, 'quick-add-390-pl');
      await phone.setViewportSize({ width: 1280, height: 900 });
      // As tall as the boxes beside it: one line.
      await expect.poll(async () => (await shown()).height).toBe(40);
      expect((await shown()).cut).toBe(false);
    } finally {
      await phone.setViewportSize({ width: 390, height: 844 });
      await handMade(phone, 'PUT', '/users/me/preferences', preferences);
    }
  });

  it('falls back to the defaults when the remembered group is gone', async () => {
    expect((await handMade(phone, 'DELETE', `/groups/${flatId}`)).status).toBe(200);
    await phone.goto(SHORTCUT);
    const form = phone.getByRole('form', { name: 'Add New Transaction' });
    // Household is now the only group: chosen as before, in its account's currency.
    await expect.poll(() => text(form, 'Group')).toBe('Household');
    await expect.poll(() => text(form, 'Currency')).toBe('PLN - Polish Zloty');
    await expect(form.getByRole('combobox', { name: 'Paid by' }).count()).resolves.toBe(0);
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });
});
