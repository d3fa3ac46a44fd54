import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.tags@example.test';
const HOLIDAY = 'Holiday 2026';
const RENOVATION = 'Renovation';
const LONG_TAG = 'Grandparents anniversary weekend in the mountains';

interface Listed {
  transactions: { name: string; tags: { id: string; name: string }[] }[];
}

describe('tags: managed on /tags, chosen in the transaction form, filtered in the list', () => {
  const world = browserWorld([ANN]);
  let ann: Page;
  let groupId = '';

  const tagsOf = async (name: string) => {
    const listed = await handMade(
      ann,
      'GET',
      `/transactions?groupIds=${groupId}&transactionType=0`,
    );
    const row = (listed.body.data as Listed).transactions.find((item) => item.name === name);
    return row?.tags.map((tag) => tag.name);
  };

  async function addTag(page: Page, name: string) {
    await page.goto('/tags');
    await page.getByRole('button', { name: 'Add Tag' }).click();
    const form = page.getByRole('form', { name: 'Add Tag' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Add Tag' }).click();
    await page.getByText(`Tag "${name}" created`).first().waitFor();
  }

  async function chooseTag(box: Locator, name: string) {
    // The dropdown stays open after a choice: a click would close it.
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    await pick(box.page().getByRole('option', { name, exact: true }));
  }

  it('creates two tags on the tags screen, reached from the sidebar', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    const group = await handMade(ann, 'POST', '/groups', { name: 'Household' });
    groupId = (group.body.data as { id: string }).id;
    // The sidebar offers the group's screens once it knows of the group.
    await ann.reload();
    await ann.getByRole('link', { name: 'Tags' }).click();
    await ann.waitForURL('**/tags');
    await ann.getByText('No tags yet.').waitFor();
    await addTag(ann, HOLIDAY);
    await addTag(ann, RENOVATION);
    const table = ann.getByRole('table', { name: 'Tags' });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
  });

  it('tags a transaction in the form, creating a third tag by typing it', async () => {
    await handMade(ann, 'POST', '/transactions', {
      transactionType: 0,
      name: 'Bread',
      groupId,
      date: await ann.evaluate(() => new Date().toLocaleDateString('sv-SE')),
      amount: 4.5,
      currency: 0,
    });
    await ann.goto('/transactions?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add New Transaction' });
    await form.getByLabel('Value').fill('1200');
    await form.getByLabel('Name').fill('Flights to Crete');
    const tags = form.getByRole('combobox', { name: 'Tags (optional)' });
    await chooseTag(tags, HOLIDAY);
    // Typed (pasted, even) at once after the click: nothing of it is lost.
    await tags.fill(LONG_TAG);
    await ann.getByRole('option', { name: `Create tag "${LONG_TAG}"` }).click();
    const chosen = form.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem');
    await expect.poll(() => chosen.allTextContents()).toEqual([HOLIDAY, LONG_TAG]);
    await ann.keyboard.press('Escape');
    await screenshot(ann, 'tags-form-1280');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await ann.getByText('Transaction added successfully').first().waitFor();
    await expect.poll(() => tagsOf('Flights to Crete')).toEqual([LONG_TAG, HOLIDAY]);
  });

  it('shows the tags as chips and filters the list by a tag, in the address', async () => {
    await ann.goto('/transactions');
    const flights = ann.getByRole('row', { name: /Flights to Crete/ });
    await flights.getByRole('list', { name: 'Tags' }).getByText(HOLIDAY).waitFor();
    await ann.getByRole('row', { name: /Bread/ }).waitFor();
    await screenshot(ann, 'tags-list-1280');
    await chooseTag(ann.getByRole('combobox', { name: 'Tags', exact: true }), HOLIDAY);
    await ann.waitForURL((url) => url.searchParams.has('tag'));
    await ann.getByRole('row', { name: /Bread/ }).waitFor({ state: 'detached' });
    await flights.waitFor();
    // The filtered address opens the same list.
    await ann.reload();
    await flights.waitFor();
    await expect(ann.getByRole('row', { name: /Bread/ }).count()).resolves.toBe(0);
  });

  it('renames a tag and merges another into it', async () => {
    await ann.goto('/tags');
    await ann.getByRole('button', { name: `Rename ${HOLIDAY}` }).click();
    const form = ann.getByRole('form', { name: `Rename Tag "${HOLIDAY}"` });
    await form.getByLabel('Name').fill('Holidays');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await ann.getByText('Tag renamed to "Holidays"').first().waitFor();

    await ann.getByRole('button', { name: `Merge ${LONG_TAG} into another tag` }).click();
    const dialog = ann.getByRole('alertdialog', { name: `Merge tag "${LONG_TAG}"?` });
    await dialog.getByRole('combobox', { name: 'Merge into' }).click();
    await pick(ann.getByRole('option', { name: 'Holidays' }));
    await dialog.getByText(`will be tagged "Holidays" instead`).waitFor();
    await screenshot(ann, 'tags-merge-1280');
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await ann.getByText(`Tag "${LONG_TAG}" merged into "Holidays"`).first().waitFor();
    await expect.poll(() => tagsOf('Flights to Crete')).toEqual(['Holidays']);
    await screenshot(ann, 'tags-screen-1280');
    expect(consoleProblems(ann)).toEqual([]);
  });

  it('fits a phone: the tags screen, the list with chips and the form with tags', async () => {
    const long = await handMade(ann, 'POST', `/groups/${groupId}/tags`, { name: LONG_TAG });
    await handMade(ann, 'POST', '/transactions', {
      transactionType: 0,
      name: 'Anniversary dinner',
      groupId,
      date: await ann.evaluate(() => new Date().toLocaleDateString('sv-SE')),
      amount: 180,
      currency: 0,
      tagIds: [(long.body.data as { id: string }).id],
    });
    const phone = await signIn(world.browser, world.server.url, ANN, 390);
    // Neither the element nor the page scrolls sideways.
    const fits = (locator: Locator) =>
      locator.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          document.documentElement.scrollWidth <= window.innerWidth,
      );
    await phone.goto('/tags');
    const card = phone.getByRole('listitem').filter({ hasText: LONG_TAG });
    await expect(fits(card)).resolves.toBe(true);
    await screenshot(phone, 'tags-screen-390');

    await phone.goto('/transactions');
    for (const name of ['Flights to Crete', 'Anniversary dinner']) {
      const item = phone.getByRole('listitem').filter({ hasText: name });
      await item.getByRole('list', { name: 'Tags' }).waitFor();
      await expect(fits(item)).resolves.toBe(true);
    }
    await screenshot(phone, 'tags-list-390');

    await phone.goto('/transactions?action=quick_add');
    const form = phone.getByRole('form', { name: 'Add New Transaction' });
    await form.getByRole('button', { name: 'More details' }).click();
    const tags = form.getByRole('combobox', { name: 'Tags (optional)' });
    await chooseTag(tags, 'Holidays');
    await chooseTag(tags, LONG_TAG);
    await phone.keyboard.press('Escape');
    await expect(fits(form)).resolves.toBe(true);
    await screenshot(phone, 'tags-form-390');
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });
});
