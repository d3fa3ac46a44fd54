import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, launchBrowser, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';

const EMAIL = 'erin.backup@example.test';

describe('export, backup and restore of a group in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let backupPath = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, EMAIL);
    browser = await launchBrowser();
    page = await signIn(browser, server.url, EMAIL);
    const group = await handMade(page, 'POST', '/groups', { name: 'Cottage', description: '' });
    const groupId = (group.body.data as { id: string }).id;
    for (const [name, amount] of [
      ['Firewood', 120],
      ['=SUM(A1)', 5],
    ] as const) {
      const created = await handMade(page, 'POST', '/transactions', {
        ...{ name, amount, groupId, transactionType: 0, currency: 0, date: '2026-10-01' },
      });
      expect(created.status).toBe(201);
    }
    await page.goto('/groups');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('downloads the CSV and the backup from the manage view', async () => {
    await page.getByRole('button', { name: 'Manage Cottage' }).click();
    const card = page.getByRole('region', { name: 'Export and backup' });
    await card.waitFor();
    await screenshot(page, 'group-export');
    expect(await axeViolations(page)).toEqual([]);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Export transactions (CSV)' }).click(),
    ]);
    const csvText = readFileSync(await csv.path(), 'utf8');
    expect(csvText).toContain('Firewood');
    expect(csvText).toContain("'=SUM(A1)");
    const [backup] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download backup' }).click(),
    ]);
    expect(backup.suggestedFilename()).toBe('Cottage-backup.json');
    backupPath = await backup.path();
    expect(JSON.parse(readFileSync(backupPath, 'utf8')).transactions).toHaveLength(2);
  });

  it('restores the backup as a new group from the groups list', async () => {
    await page.getByRole('button', { name: 'Back to Groups' }).click();
    await page.locator('input[type="file"]').setInputFiles(backupPath);
    await page.getByText(/^Group "Cottage \(restored\)" restored from /).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Manage Cottage' }).count()).toBe(2);
    await screenshot(page, 'group-restored');
    expect(consoleProblems(page)).toEqual([]);
  });

  it('says so when the file is not a backup, and creates nothing', async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await page.getByText('This file is not a Budget App group backup').waitFor();
    expect(await page.getByRole('button', { name: 'Manage Cottage' }).count()).toBe(2);
  });
});
