import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserWorld } from './support/browser-world.ts';
import { consoleProblems, money, screenshot } from './support/browser.ts';
import { handMade, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANNA = 'anna.nowak@example.test';
const BARTEK = 'bartek.k@example.test';
const CELINA = 'celina.w@example.test';
const PLN = 0;

/**
 * The project's own Splitwise sample (apps/api/src/modules/imports/samples/), its people named
 * as two of the members' user names and one ('Celina') as none of them.
 */
function splitwiseExport(): Buffer {
  const sample = readFileSync(
    new URL('../apps/api/src/modules/imports/samples/splitwise-three.csv', import.meta.url),
    'utf8',
  );
  const [header = '', ...rest] = sample.split('\n');
  const renamed = header.replace('Anna Nowak', 'Anna.Nowak').replace('Bartek', 'BARTEK.K');
  return Buffer.from([renamed, ...rest].join('\n'));
}

/**
 * A Member moves a Splitwise group of three in: two names match members, the third is answered
 * in 'Who is who'; afterwards /balances shows the file's 'Total balance' to the cent.
 */
describe('moving a Splitwise group in, in the browser', () => {
  const world = browserWorld([ANNA, BARTEK, CELINA]);
  let bartek: Page;

  async function both(name: string) {
    await screenshot(bartek, `${name}-1280`);
    await bartek.setViewportSize({ width: 390, height: 844 });
    await screenshot(bartek, `${name}-390`);
    await bartek.setViewportSize({ width: 1280, height: 900 });
  }

  beforeAll(async () => {
    const anna = await signIn(world.browser, world.server.url, ANNA);
    const created = await handMade(anna, 'POST', '/groups', { name: 'Flat' });
    expect(created.status).toBe(201);
    const groupId = (created.body.data as { id: string }).id;
    const assigned = await handMade(anna, 'PUT', '/groups/assign-users', {
      groupId,
      userEmails: [BARTEK, CELINA],
      role: 2,
    });
    expect(assigned.status).toBe(200);
    await anna.context().close();
    bartek = await signIn(world.browser, world.server.url, BARTEK);
  });

  it("warns before importing when a row it cannot read leaves balances other than the file's", async () => {
    await bartek.goto('/imports');
    await bartek.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    const edited = splitwiseExport()
      .toString('utf8')
      .replace('90.00,PLN,60.00,-30.00,-30.00', '90.00,PLN,60.00,-30.00,-20.00');
    await bartek.getByLabel('Bank file').setInputFiles({
      name: 'splitwise-edited.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    const warning = bartek.getByTestId('import-warning').filter({
      has: bartek.getByRole('heading', { name: "The balances will not be the file's" }),
    });
    await warning.waitFor();
    expect(await warning.getByRole('listitem').allTextContents()).toEqual([
      `Anna.Nowak: ${await money(bartek, -43.33, PLN)} from the rows, ${await money(bartek, 16.67, PLN)} in the file`,
      `BARTEK.K: ${await money(bartek, 106.67, PLN)} from the rows, ${await money(bartek, 76.67, PLN)} in the file`,
      `Celina: ${await money(bartek, -63.34, PLN)} from the rows, ${await money(bartek, -93.34, PLN)} in the file`,
    ]);
    await both('moving-in-splitwise-balances-differ');
  });

  it('asks once who Celina is, imports, and the balances are the file’s', async () => {
    await bartek.goto('/imports');
    await bartek.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    await bartek.getByLabel('Bank file').setInputFiles({
      name: 'splitwise-three.csv',
      mimeType: 'text/csv',
      buffer: splitwiseExport(),
    });
    await bartek.getByRole('heading', { name: 'Who is who' }).waitFor();
    await expect
      .poll(() => bartek.getByRole('combobox', { name: 'Anna.Nowak is' }).textContent())
      .toContain('anna.nowak');
    await expect
      .poll(() => bartek.getByRole('combobox', { name: 'BARTEK.K is' }).textContent())
      .toContain('bartek.k');
    await bartek.getByText('Choose who Celina is before importing.').waitFor();
    const importButton = bartek.getByRole('button', { name: /^Import \d+ transactions?$/ });
    // The button stays usable: pressed too early it sends nothing and says why beside it.
    const imports: string[] = [];
    bartek.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/imports'))
        imports.push(request.url());
    });
    await importButton.click();
    // Under the names, and now beside the button too.
    const reasons = bartek
      .getByRole('alert')
      .filter({ hasText: 'Choose who Celina is before importing.' });
    await expect.poll(() => reasons.count()).toBe(2);
    expect(imports).toEqual([]);
    await both('moving-in-splitwise-who-is-who');
    await bartek.getByRole('combobox', { name: 'Celina is' }).click();
    await pick(bartek.getByRole('option', { name: 'celina.w', exact: true }));
    await importButton.click();
    await bartek
      .getByText(/Imported \d+ transactions?/)
      .first()
      .waitFor();

    await bartek.goto('/balances');
    const table = bartek.getByRole('table', { name: 'Balances' });
    await table.waitFor();
    const row = (name: string) => table.locator('tbody tr').filter({ hasText: name });
    const owed = (amount: number) => money(bartek, amount, PLN).then((text) => `is owed ${text}`);
    const owes = (amount: number) => money(bartek, amount, PLN).then((text) => `owes ${text}`);
    await expect
      .poll(() => row('anna.nowak').locator('td:last-child').textContent())
      .toBe(await owed(16.67));
    expect(await row('bartek.k').locator('td:last-child').textContent()).toBe(await owed(76.67));
    expect(await row('celina.w').locator('td:last-child').textContent()).toBe(await owes(93.34));
    await both('moving-in-splitwise-balances');
    expect(consoleProblems(bartek)).toEqual([]);
  });
});
