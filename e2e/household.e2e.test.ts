import { Currency, MemberRole, SplitMethod, TransactionType } from '@budget/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.home@example.test';
const BOB = 'bob.home@example.test';
const ZOE = 'zoe.home@example.test';

/** The user name each registered with (e2e/support/users.ts), by which the screens name them. */
const nameOf = (email: string) => email.split('@')[0] ?? email;

interface Member {
  userId: string;
  userEmail: string;
}

/**
 * A household of three in its everyday flow: two partners who pay (Ann the Owner, Bob a Member)
 * and a teenager who watches (Zoe, a Viewer), with Polish and German shop names.
 */
describe('a household of three in its everyday flow', () => {
  const world = browserWorld([ANN, BOB, ZOE]);
  let ann: Page;
  let groupId = '';
  const ids: Record<string, string> = {};

  const expense = (name: string, amount: number, split?: unknown) =>
    handMade(ann, 'POST', '/transactions', {
      transactionType: TransactionType.Expense,
      name,
      groupId,
      date: '2026-11-20',
      amount,
      currency: Currency.PLN,
      ...(split === undefined ? {} : { split }),
    });

  it('sets up the household: Bob pays along, Zoe watches', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Home' });
    groupId = (created.body.data as { id: string }).id;
    for (const [email, role] of [
      [BOB, MemberRole.Member],
      [ZOE, MemberRole.Viewer],
    ] as const) {
      const added = await handMade(ann, 'PUT', '/groups/assign-users', {
        groupId,
        userEmails: [email],
        role,
      });
      expect(added.status).toBe(200);
    }
    const groups = (await handMade(ann, 'GET', '/groups?includeMembers=true')).body.data as {
      id: string;
      groupMembers: Member[];
    }[];
    for (const member of groups.find((group) => group.id === groupId)?.groupMembers ?? [])
      ids[member.userEmail] = member.userId;
    expect(Object.keys(ids)).toHaveLength(3);
  });

  it('saves an edit of expenses split by shares, by percentages and by exact amounts', async () => {
    const parts = (a: number, b: number) => [
      { userId: ids[ANN], value: a },
      { userId: ids[BOB], value: b },
    ];
    expect(
      (await expense('Dinner', 100, { method: SplitMethod.Shares, parts: parts(3, 1) })).status,
    ).toBe(201);
    expect(
      (
        await expense('Żabka', 99.99, {
          method: SplitMethod.Percentages,
          parts: parts(33.33, 66.67),
        })
      ).status,
    ).toBe(201);
    expect(
      (await expense('ÖBB', 100, { method: SplitMethod.Exact, parts: parts(60.5, 39.5) })).status,
    ).toBe(201);
    await ann.goto('/transactions');
    const edits: [string, string, () => Promise<void>][] = [
      [
        'Dinner',
        'Dinner out',
        () => ann.getByRole('textbox', { name: `${nameOf(BOB)} shares` }).fill('2'),
      ],
      [
        'Żabka',
        'Żabka 24h',
        async () => {
          await ann.getByRole('textbox', { name: `${nameOf(ANN)} percentage` }).fill('40');
          await ann.getByRole('textbox', { name: `${nameOf(BOB)} percentage` }).fill('60');
        },
      ],
      [
        'ÖBB',
        'ÖBB Railjet',
        async () => {
          await ann.getByLabel('Value').fill('120');
          await ann.getByRole('textbox', { name: `${nameOf(ANN)} amount` }).fill('70');
          await ann.getByRole('textbox', { name: `${nameOf(BOB)} amount` }).fill('50');
        },
      ],
    ];
    for (const [name, renamed, changeSplit] of edits) {
      await ann.getByRole('button', { name: `Edit ${name}` }).click();
      await ann.getByLabel('Name').fill(renamed);
      await changeSplit();
      const sent = ann.waitForRequest(
        (r) => r.method() === 'PUT' && r.url().endsWith('/transactions'),
      );
      await ann.getByRole('button', { name: 'Update Transaction' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ name: renamed });
      await ann.getByRole('button', { name: `Edit ${renamed}` }).waitFor();
    }
  });

  it('finds Polish and German names whatever the case and accents', async () => {
    const search = ann.getByLabel('Search');
    const searches: [string, string][] = [
      ['żabka', 'Żabka 24h'],
      ['ZABKA', 'Żabka 24h'],
      ['obb', 'ÖBB Railjet'],
    ];
    for (const [query, name] of searches) {
      await search.fill(query);
      const rows = ann.getByRole('button', { name: /^Edit / });
      // Each button is named with its row's name, then its date and amount.
      const shown = async () =>
        (await rows.evaluateAll((all) => all.map((b) => b.ariaLabel?.split(', ')[0]))).join();
      await expect.poll(shown, { message: query }).toBe(`Edit ${name}`);
    }
    // Who paid is named by their name, not their e-mail.
    const row = ann.getByRole('row', { name: /ÖBB Railjet/ });
    await expect.poll(() => row.textContent()).toContain(`Paid by ${nameOf(ANN)}`);
    expect(await ann.locator('main').textContent()).not.toContain('@example.test');
    await screenshot(ann, 'household-search-1280');
  });
});
