import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const OWNER = 'olga.rules@example.test';
const MEMBER = 'max.rules@example.test';
// How the screens name her: the user name she registered with.
const OWNER_NAME = 'olga.rules';
const IBAN = 'PL61114020040000350212345678';

/** An mBank MT940 statement: a card payment at Lidl (~ subfields) and a transfer to Orlen. */
const MT940 = [
  ':20:MT940',
  `:25:/${IBAN}`,
  ':28C:00011/001',
  ':60F:C261101PLN1000,00',
  ':61:2611041104D23,47NTRFNONREF//26110411000002',
  ':86:073~00ZAKUP PRZY UŻYCIU KARTY~20KARTA 4246XXXXXXXX1234~21DATA TRANSAKCJI: 2026-11-0',
  '3~32LIDL WARSZAWA UL.ŚWIĘTOKRZY~33SKA',
  ':61:2611051105D250,00NTRFNONREF//26110511000003',
  ':86:912 PRZELEW WYCHODZĄCY; DO: ORLEN S.A.; TYT.: PALIWO LISTOPAD; OD: MÓJ RACHUNEK',
  ':62F:C261130PLN726,53',
  '-',
  '',
].join('\r\n');

const camtEntry = (ref: string, amount: string, day: string, payee: string, title: string) => `
      <Ntry>
        <Amt Ccy="PLN">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Cdtr><Pty><Nm>${payee}</Nm></Pty></Cdtr></RltdPties>
          <RmtInf><Ustrd>${title}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;

/** A CAMT.053 statement of the same account: the electricity bill, and groceries at Lidl. */
const CAMT = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-2026-11-B</MsgId><CreDtTm>2026-11-30T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2026-11-B</Id>
      <Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>PLN</Ccy></Acct>${camtEntry(
        'CAMT-001',
        '312.40',
        '2026-11-10',
        'PGE Obrót S.A.',
        'Energia elektryczna 10/2026',
      )}${camtEntry('CAMT-002', '58.90', '2026-11-12', 'Lidl Sp. z o.o. Kraków', 'Zakupy')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;

/**
 * A Member makes three rules on /rules, then imports an MT940 and a CAMT.053 file: the preview
 * names each row by its payee and the rules that match it, and the transactions get what the
 * rules set (docs/decisions.md, 'Rules').
 */
describe('rules made on /rules fill in two imported bank files', () => {
  const world = browserWorld([OWNER, MEMBER]);
  let max: Page;

  async function choose(scope: Locator, box: string, option: string) {
    await scope.getByRole('combobox', { name: box }).click();
    await pick(max.getByRole('option', { name: option, exact: true }));
  }

  /** Options of a multiple choice (categories, tags), the list closed after. */
  async function tick(scope: Locator, box: string, option: string) {
    await scope.getByRole('combobox', { name: box }).click();
    await pick(max.getByRole('option', { name: option }));
    await max.keyboard.press('Escape');
  }

  const action = (form: Locator, number: number) =>
    form.getByRole('group', { name: `Action ${number}` });

  /** 'Add Rule' on a payee, with the given action chosen and filled by `fill`. */
  async function addRule(name: string, payee: string, fill: (form: Locator) => Promise<void>) {
    await max.getByRole('button', { name: 'Add Rule' }).click();
    const form = max.getByRole('form', { name: 'Add Rule' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('group', { name: 'Condition 1' }).getByLabel('Text').fill(payee);
    await fill(form);
    await form.getByRole('button', { name: 'Add Rule' }).click();
    await max.getByText(`Rule "${name}" created`).first().waitFor();
  }

  it('a Member of a new household makes three rules on /rules', async () => {
    const olga = await signIn(world.browser, world.server.url, OWNER);
    const made = async (path: string, body: object, method = 'POST') => {
      const answer = await handMade(olga, method, path, body);
      expect(answer.status, JSON.stringify(answer.body.errors)).toBeLessThan(300);
      return answer.body.data as { id: string };
    };
    const groupId = (await made('/groups', { name: 'Home' })).id;
    await made('/groups/assign-users', { groupId, userEmails: [MEMBER], role: 2 }, 'PUT');
    for (const name of ['Groceries', 'Electricity']) await made('/categories', { name, groupId });
    await made(`/groups/${groupId}/tags`, { name: 'fuel' });
    await olga.context().close();

    max = await signIn(world.browser, world.server.url, MEMBER);
    await max.getByRole('link', { name: 'Rules' }).click();
    await max.getByText('No rules yet.').waitFor();
    await addRule('Groceries', 'lidl', (form) => tick(action(form, 1), 'Categories', 'Groceries'));
    await addRule('Fuel', 'orlen', async (form) => {
      await choose(action(form, 1), 'Action', 'Add tags');
      await tick(action(form, 1), 'Tags', 'fuel');
    });
    await addRule('Power bill', 'pge', async (form) => {
      await choose(action(form, 1), 'Action', 'Set payer and split');
      await choose(action(form, 1), 'Paid by', OWNER_NAME);
      await action(form, 1).getByLabel('Split equally between all members').check();
      // The next kind of action not yet chosen: categories.
      await form.getByRole('button', { name: 'Add action' }).click();
      await tick(action(form, 2), 'Categories', 'Electricity');
    });
    const list = max.getByRole('list', { name: 'Rules of Home' });
    await list.getByText(`→ paid by ${OWNER_NAME}, split equally, Electricity`).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
  });

  /** The file chosen on /imports, its preview's rows checked, imported. */
  async function importFile(name: string, content: string, rows: Record<string, string>) {
    await max
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Import' })
      .click();
    await max.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    await max.getByLabel('Bank file').setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    const table = max.getByRole('table', { name: 'Rows of the file' });
    for (const [payee, rules] of Object.entries(rows)) {
      const row = table.getByRole('row', { name: new RegExp(payee) });
      await expect.poll(() => row.textContent()).toContain(`Rules: ${rules}`);
    }
  }

  async function importShown(name: string, count: number) {
    await max.getByRole('button', { name: `Import ${count} transactions` }).click();
    await max.getByText(`Imported ${count} transactions from ${name}`).first().waitFor();
  }

  it('imports an MT940 and a CAMT.053 file, each row by its payee with its rules', async () => {
    await importFile('mbank.sta', MT940, {
      'LIDL WARSZAWA UL.ŚWIĘTOKRZYSKA': 'Groceries',
      'ORLEN S.A.': 'Fuel',
    });
    await screenshot(max, 'rules-import-mt940-1280', { withoutToasts: true });
    await importShown('mbank.sta', 2);

    await importFile('statement.xml', CAMT, {
      'PGE Obrót S.A.': 'Power bill',
      'Lidl Sp. z o.o. Kraków': 'Groceries',
    });
    const table = max.getByRole('table', { name: 'Rows of the file' });
    expect(await table.getByRole('row', { name: /PGE Obrót/ }).textContent()).toContain(
      'Energia elektryczna 10/2026',
    );
    await screenshot(max, 'rules-import-camt-1280', { withoutToasts: true });
    await max.setViewportSize({ width: 390, height: 844 });
    const phoneList = max.getByRole('list', { name: 'Rows of the file' });
    await phoneList.getByText('Rules: Power bill').first().waitFor();
    await screenshot(max, 'rules-import-camt-390', { withoutToasts: true });
    expect(await max.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await max.setViewportSize({ width: 1280, height: 900 });
    await importShown('statement.xml', 2);
  });

  it('lists the transactions with the categories, tag, payer and split the rules set', async () => {
    await max.goto('/transactions');
    const row = (name: string) => max.getByRole('row', { name: new RegExp(name) });
    await row('PGE Obrót').waitFor();
    expect(await row('LIDL WARSZAWA').textContent()).toContain('Groceries');
    expect(await row('Lidl Sp. z o.o.').textContent()).toContain('Groceries');
    const tags = row('ORLEN S.A.').getByRole('list', { name: 'Tags' });
    expect(await tags.textContent()).toBe('fuel');
    expect(await row('PGE Obrót').textContent()).toContain('Electricity');
    expect(await row('PGE Obrót').textContent()).toContain(
      `Paid by ${OWNER_NAME} · split equally (2)`,
    );
    await screenshot(max, 'rules-import-transactions-1280');

    await max.setViewportSize({ width: 390, height: 844 });
    const card = max.getByRole('listitem').filter({ hasText: 'PGE Obrót' });
    await card.getByText(`Paid by ${OWNER_NAME} · split equally (2)`).waitFor();
    await screenshot(max, 'rules-import-transactions-390');
    expect(await max.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await max.setViewportSize({ width: 1280, height: 900 });
    expect(consoleProblems(max)).toEqual([]);
  });

  it("makes a fourth rule with 'Always categorise like this' from a row", async () => {
    await max.getByRole('button', { name: 'More actions for ORLEN S.A.' }).click();
    const unavailable = max.getByRole('menuitem', { name: /Always categorise like this/ });
    expect(await unavailable.getAttribute('aria-disabled')).toBe('true');
    expect(await unavailable.textContent()).toContain('Choose a category first');
    await max.keyboard.press('Escape');

    await max.getByRole('button', { name: 'More actions for PGE Obrót S.A.' }).click();
    await max.getByRole('menuitem', { name: 'Always categorise like this' }).click();
    const dialog = max.getByRole('form', { name: 'Always categorise like this' });
    await dialog.getByText('Set categories: Electricity').waitFor();
    expect(await dialog.getByLabel('Rule name').inputValue()).toBe('PGE Obrót S.A.');
    await choose(dialog, 'When the name', 'starts with');
    await dialog.getByLabel('Text').fill('PGE');
    await dialog.getByLabel(/^Also set who paid and the split/).check();
    await screenshot(max, 'like-this-dialog-1280');
    await max.setViewportSize({ width: 390, height: 844 });
    await screenshot(max, 'like-this-dialog-390');
    await max.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await max.getByText('Rule saved').first().waitFor();
    await max.getByRole('link', { name: 'Open Rules' }).first().click();
    await max.waitForURL('**/rules');
    const list = max.getByRole('list', { name: 'Rules of Home' });
    await list.getByText("Name starts with 'PGE'").waitFor();
    expect(await list.getByRole('listitem').count()).toBe(4);
    expect(consoleProblems(max)).toEqual([]);
  });

  it("applies a new rule to last year's transactions, then undoes it", async () => {
    const made = async (path: string, body: object) => {
      const answer = await handMade(max, 'POST', path, body);
      expect(answer.status, JSON.stringify(answer.body.errors)).toBeLessThan(300);
      return answer.body.data as { id: string; groupId?: string };
    };
    const groups = (await handMade(max, 'GET', '/groups')).body.data as { id: string }[];
    const groupId = groups[0]?.id as string;
    await made('/categories', { name: 'Streaming', groupId });
    // Entered before the rule exists: last December, in spring and in October.
    for (const date of ['2025-12-14', '2026-04-14', '2026-10-14'])
      await made('/transactions', {
        ...{ groupId, transactionType: 0, name: 'NETFLIX.COM', date, amount: 43, currency: 0 },
        applyRules: false,
      });
    // Opened afresh: the category was made by hand, not through a screen that refreshes lists.
    await max.goto('/rules');
    await addRule('Streaming', 'netflix', (form) =>
      tick(action(form, 1), 'Categories', 'Streaming'),
    );
    await max.getByRole('button', { name: 'Apply Streaming to existing transactions' }).click();
    const dialog = max.getByRole('dialog', { name: 'Apply to existing transactions' });
    await dialog.getByRole('button', { name: 'Preview changes' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview of the changes' });
    await preview.getByText(/^3 of \d+ transactions would change$/).waitFor();
    await preview.getByText('Categories: none → Streaming').first().waitFor();
    await screenshot(max, 'rules-apply-preview-1280');
    await dialog.getByRole('button', { name: 'Apply to 3 transactions' }).click();
    await max.getByText('Rules applied to 3 transactions').first().waitFor();

    const streaming = async () => {
      await max.goto('/transactions?search=netflix');
      await max
        .getByRole('row', { name: /NETFLIX\.COM/ })
        .first()
        .waitFor();
      const rows = max.getByRole('row', { name: /NETFLIX\.COM/ });
      const texts = await rows.allTextContents();
      return texts.filter((text) => text.includes('Streaming')).length;
    };
    expect(await streaming()).toBe(3);

    await max
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rules' })
      .click();
    const runs = max.getByRole('region', { name: 'Recent applications' });
    await runs.getByText('3 transactions changed').waitFor();
    await runs.getByRole('button', { name: 'Undo applying Streaming' }).click();
    await max.getByRole('alertdialog').getByRole('button', { name: 'Undo' }).click();
    await max.getByText('Restored 3 transactions').first().waitFor();
    await runs.getByText(/^Undone on /).waitFor();
    expect(await streaming()).toBe(0);
    expect(consoleProblems(max)).toEqual([]);
  });
});
