import { MemberRole } from '@budget/contract';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.receipts@example.test';
const BOB = 'bob.receipts@example.test';
const ZOE = 'zoe.receipts@example.test';
const EVE = 'eve.receipts@example.test';
const EXPENSE = 'Hardware store';

/** A PNG of a receipt-like picture (white with grey lines), made here rather than kept as a file. */
function receiptPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    const line = y % 24 < 4 && y > 20 && y < height - 20;
    for (let x = 0; x < width; x++) {
      if (line && x > 20 && x < width - (y % 48 < 24 ? 20 : 120))
        row.fill(90, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const RECEIPT = { name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng(240, 360) };

/** Whether an image on the page has loaded its picture (a 404 leaves it empty). */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);

/** The server's answer, not the browser's cache's (files are cached privately for an hour). */
const statusOf = (page: Page, url: string) =>
  page.evaluate(async (address) => (await fetch(address, { cache: 'no-store' })).status, url);

describe('receipts on an expense: a Member attaches, a Viewer opens, others get 404', () => {
  const store = mkdtempSync(join(tmpdir(), 'budget-e2e-attachments-'));
  const world = browserWorld([ANN, BOB, ZOE, EVE], { ATTACHMENTS_DIR: store });
  afterAll(() => rmSync(store, { recursive: true, force: true }));
  let bob: Page;
  let fileUrl = '';
  /** The restored group's copy of the receipt. */
  let copyUrl = '';

  it('lets a Member on a phone take a photo of a receipt in the add form and see it', async () => {
    const ann = await signIn(world.browser, world.server.url, ANN);
    const group = await handMade(ann, 'POST', '/groups', { name: 'Home' });
    const groupId = (group.body.data as { id: string }).id;
    for (const [email, role] of [
      [BOB, MemberRole.Member],
      [ZOE, MemberRole.Viewer],
    ] as const)
      await handMade(ann, 'PUT', '/groups/assign-users', { groupId, userEmails: [email], role });
    await ann.context().close();

    bob = await signIn(world.browser, world.server.url, BOB, 390);
    await bob.goto('/transactions?action=quick_add');
    const form = bob.getByRole('form', { name: 'Add New Transaction' });
    await form.getByLabel('Value').fill('84.20');
    await form.getByLabel('Name').fill(EXPENSE);
    // On a phone the quick form keeps its attachments under 'More details', so it fits.
    await form.getByRole('button', { name: 'More details' }).click();
    const area = form.getByRole('region', { name: 'Attachments' });
    await area.getByRole('button', { name: 'Take photo' }).waitFor();
    const camera = area.getByLabel('Take photo');
    await expect(camera.getAttribute('capture')).resolves.toBe('environment');
    await camera.setInputFiles(RECEIPT);
    await area.getByText('Attached when the transaction is added').waitFor();
    await screenshot(bob, 'attachments-add-form-390');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await bob.getByText('Transaction added successfully').first().waitFor();

    const card = bob.getByRole('listitem').filter({ hasText: EXPENSE });
    const clip = card.getByRole('button', { name: `${EXPENSE}: 1 attachment` });
    await clip.waitFor();
    await screenshot(bob, 'attachments-list-390');
    expect(await axeViolations(bob)).toEqual([]);
    await clip.click();
    const viewer = bob.getByRole('dialog', { name: 'receipt.png' });
    const image = viewer.getByRole('img', { name: 'receipt.png' });
    await expect.poll(() => loaded(image)).toBe(true);
    fileUrl = (await image.getAttribute('src')) ?? '';
    expect(fileUrl).toMatch(/^\/api\/v1\/attachments\/[\w-]+\/file$/);
    await viewer.getByRole('button', { name: 'Delete receipt.png' }).waitFor();
    await screenshot(bob, 'attachments-viewer-390');
    await bob.keyboard.press('Escape');

    await card.getByRole('button', { name: `Edit ${EXPENSE}` }).click();
    const edit = bob.getByRole('region', { name: 'Attachments' });
    const thumb = edit.getByRole('img', { name: 'receipt.png' });
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(thumb)).toBe(true);
    await expect(thumb.getAttribute('src')).resolves.toMatch(/\/thumbnail$/);
    await screenshot(bob, 'attachments-edit-form-390');
    expect(consoleProblems(bob)).toEqual([]);
  });

  it('lets a Viewer of the group open the receipt, with nothing to delete', async () => {
    const zoe = await signIn(world.browser, world.server.url, ZOE, 390);
    await zoe.goto('/transactions');
    await zoe.getByRole('button', { name: `${EXPENSE}: 1 attachment` }).click();
    const viewer = zoe.getByRole('dialog', { name: 'receipt.png' });
    await expect.poll(() => loaded(viewer.getByRole('img', { name: 'receipt.png' }))).toBe(true);
    await viewer.getByRole('link', { name: 'Download' }).waitFor();
    await expect(viewer.getByRole('button', { name: /Delete/ }).count()).resolves.toBe(0);
    await expect(statusOf(zoe, fileUrl)).resolves.toBe(200);
    await zoe.context().close();
  });

  it('answers 404 to someone outside the group, for the file and its thumbnail', async () => {
    const eve = await signIn(world.browser, world.server.url, EVE, 390);
    await expect(statusOf(eve, fileUrl)).resolves.toBe(404);
    await expect(statusOf(eve, fileUrl.replace(/file$/, 'thumbnail'))).resolves.toBe(404);
    await eve.context().close();
  });

  it('shows the form, the viewer and the list at 1280 px, and a refused file its reason', async () => {
    const wide = await signIn(world.browser, world.server.url, BOB, 1280);
    await wide.goto('/transactions');
    const row = wide.getByRole('row', { name: new RegExp(EXPENSE) });
    await row.getByRole('button', { name: `${EXPENSE}: 1 attachment` }).waitFor();
    await screenshot(wide, 'attachments-list-1280');
    await row.getByRole('button', { name: `Edit ${EXPENSE}` }).click();
    const area = wide.getByRole('region', { name: 'Attachments' });
    await expect(area.getByRole('button', { name: 'Take photo' }).count()).resolves.toBe(0);
    await area.getByLabel('Choose files').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture at all'),
    });
    await area
      .getByRole('alert')
      .getByText('notes.jpg was not attached: Only JPEG, PNG and WebP images and PDF files')
      .waitFor();
    await expect.poll(() => loaded(area.getByRole('img', { name: 'receipt.png' }))).toBe(true);
    await screenshot(wide, 'attachments-edit-form-1280');
    expect(await axeViolations(wide)).toEqual([]);
    await area.getByRole('button', { name: 'Open receipt.png' }).click();
    const viewer = wide.getByRole('dialog', { name: 'receipt.png' });
    await expect.poll(() => loaded(viewer.getByRole('img', { name: 'receipt.png' }))).toBe(true);
    await screenshot(wide, 'attachments-viewer-1280');
    expect(await axeViolations(wide)).toEqual([]);
    await wide.context().close();
  });

  it("restores the group's backup on a phone with the receipt, a file of its own", async () => {
    const ann = await signIn(world.browser, world.server.url, ANN, 390);
    await ann.goto('/groups');
    await ann.getByRole('button', { name: 'Manage Home' }).click();
    const card = ann.getByRole('region', { name: 'Export and backup' });
    const [backup] = await Promise.all([
      ann.waitForEvent('download'),
      card.getByRole('link', { name: 'Download backup' }).click(),
    ]);
    await ann.getByRole('button', { name: 'Back to Groups' }).click();
    await ann.locator('input[type="file"]').setInputFiles(await backup.path());
    await ann.getByText(/^Group "Home \(restored\)" restored from /).waitFor();

    await ann.goto('/transactions');
    const clips = ann.getByRole('button', { name: `${EXPENSE}: 1 attachment` });
    await expect.poll(() => clips.count()).toBe(2);
    const restoredUrls: string[] = [];
    for (const clip of await clips.all()) {
      await clip.click();
      const viewer = ann.getByRole('dialog', { name: 'receipt.png' });
      const image = viewer.getByRole('img', { name: 'receipt.png' });
      await expect.poll(() => loaded(image)).toBe(true);
      restoredUrls.push((await image.getAttribute('src')) ?? '');
      await ann.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
    }
    // The original's and the copy's: two stored files, so deleting one leaves the other.
    expect(restoredUrls).toContain(fileUrl);
    expect(new Set(restoredUrls).size).toBe(2);
    copyUrl = restoredUrls.find((url) => url !== fileUrl) ?? '';
    await screenshot(ann, 'attachments-restored-390');
    expect(consoleProblems(ann)).toEqual([]);
    await ann.context().close();
  });

  it('removes the file with the expense: its address answers 404 and storage lets it go', async () => {
    const id = /attachments\/([\w-]+)\/file/.exec(fileUrl)?.[1] ?? '';
    expect(existsSync(join(store, id))).toBe(true);
    await bob.goto('/transactions');
    const card = bob.getByRole('listitem').filter({ hasText: EXPENSE });
    await card.getByRole('button', { name: `Delete ${EXPENSE}` }).click();
    const dialog = bob.getByRole('alertdialog', { name: `Delete transaction "${EXPENSE}"?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await bob.getByText('Transaction deleted').first().waitFor();
    await expect.poll(() => statusOf(bob, fileUrl)).toBe(404);
    await expect.poll(() => existsSync(join(store, id))).toBe(false);
    await expect.poll(() => existsSync(join(store, `${id}.thumb`))).toBe(false);
    // The restored group's copy is a file of its own, which stays.
    const copyId = /attachments\/([\w-]+)\/file/.exec(copyUrl)?.[1] ?? '';
    expect(copyId).not.toBe('');
    expect(existsSync(join(store, copyId))).toBe(true);
    expect(consoleProblems(bob)).toEqual([]);
    await bob.context().close();
  });
});
