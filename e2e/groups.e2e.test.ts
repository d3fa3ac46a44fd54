import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { consoleProblems, launchBrowser, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn as signInAs } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann@example.test';
const BOB = 'bob@example.test';
const CAROL = 'carol@example.test';
const ERIN = 'erin@example.test';
const DAVE = 'dave@example.test';

describe('groups shared by two people in two browsers', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  let groupId = '';
  let bobId = '';
  const pages: Page[] = [];

  async function signIn(email: string, width = 1280): Promise<Page> {
    const page = await signInAs(browser, server.url, email, width);
    pages.push(page);
    return page;
  }

  async function openGroups(page: Page) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Groups' })
      .click();
    await page.getByRole('heading', { name: 'Groups Management' }).waitFor();
  }

  async function toast(page: Page, text: string) {
    await page.getByText(text).first().waitFor();
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    for (const email of [ANN, BOB, CAROL, ERIN]) await registerUser(server.url, mailbox, email);
    await registerUser(server.url, mailbox, DAVE, { confirm: false });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('warns an unconfirmed user that group functions need a confirmed e-mail', async () => {
    const dave = await signIn(DAVE);
    await openGroups(dave);
    await dave.getByText(/Group functions require a confirmed email address/).waitFor();
    await dave.getByText('Your Groups (0)').waitFor();
    await expect(dave.getByRole('button', { name: 'Create Group' }).isDisabled()).resolves.toBe(
      true,
    );
    await screenshot(dave, 'groups-unconfirmed');
    await dave.context().close();
  });

  it('creates the first group from the sidebar, and it appears on the dashboard without a reload', async () => {
    ann = await signIn(ANN);
    await ann.getByRole('heading', { name: 'No Group Membership' }).waitFor();
    await openGroups(ann);
    await ann.getByText('Your Groups (0)').waitFor();
    await ann.getByRole('button', { name: 'Create Group' }).click();
    await ann.getByRole('heading', { name: 'Create New Group' }).waitFor();
    const create = ann.getByRole('button', { name: 'Create Group' });
    // Never greyed out for invalid values: a submit says why, under the field and in a summary.
    await expect(create.isDisabled()).resolves.toBe(false);
    await create.click();
    await ann.getByText('Group name is required').first().waitFor();
    await ann.getByRole('alert').filter({ hasText: 'Not sent yet' }).waitFor();
    await ann.getByLabel('Name').fill('x'.repeat(51));
    await create.click();
    await ann.getByText('Group name must be 50 characters or less').first().waitFor();
    await screenshot(ann, 'groups-create-invalid');
    await ann.getByLabel('Name').fill('Household');
    await ann.getByLabel('Description (optional)').fill('Rent, groceries and the car');
    await create.click();
    await toast(ann, 'Group created successfully');
    await ann.getByText('Your Groups (1)').waitFor();
    const row = ann.getByRole('row', { name: /Household/ });
    await row.getByText('Owner').waitFor();
    await expect(row.getByRole('button', { name: 'Leave Household' }).count()).resolves.toBe(0);
    await screenshot(ann, 'groups-list');

    // The member e-mails open in a hover card after 700 ms.
    const started = Date.now();
    await ann.getByRole('link', { name: '1 member of Household' }).hover();
    await ann.getByTestId('members-hover-card').getByText('ann', { exact: true }).waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    await ann.mouse.move(0, 0);

    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const card = ann.getByRole('region', { name: 'Groups summary' });
    await card.getByText('Active group(s)').waitFor();
    await expect(card.getByText('1', { exact: true }).isVisible()).resolves.toBe(true);
    await ann
      .getByRole('region', { name: 'Groups', exact: true })
      .getByText('Rent, groceries and the car')
      .waitFor();
    // With a group, 'New Transaction' opens the add form of /transactions at once.
    await expect(
      ann.getByRole('link', { name: 'New Transaction' }).getAttribute('href'),
    ).resolves.toBe('/transactions?action=quick_add');
    await screenshot(ann, 'dashboard-with-group');
    groupId = ((await handMade(ann, 'GET', '/groups')).body.data as { id: string }[])[0]!.id;
  });

  it('adds a member: an unknown address is invited, an unconfirmed one is refused, Bob joins as Viewer', async () => {
    await openGroups(ann);
    await ann.getByRole('button', { name: 'Manage Household' }).click();
    await ann.getByRole('heading', { name: 'Manage Group: Household' }).waitFor();
    await ann.getByText('Members (1)').waitFor();
    await ann.getByRole('button', { name: 'Add Member' }).click();
    await ann.getByRole('heading', { name: 'Add New Member' }).waitFor();

    // An address without an account gets an invitation (e2e/invitations.e2e.test.ts), and the
    // manage view lists it.
    await ann.getByLabel('Email').fill('  nobody@example.test ');
    await ann.getByRole('button', { name: 'Add User' }).click();
    await toast(ann, 'An invitation to join was sent to nobody@example.test.');
    await ann
      .getByRole('table', { name: 'Pending invitations' })
      .getByText('nobody@example.test')
      .waitFor();
    await ann.getByRole('button', { name: 'Add Member' }).click();
    await ann.getByRole('heading', { name: 'Add New Member' }).waitFor();

    await ann.getByLabel('Email').fill(DAVE);
    await ann.getByRole('button', { name: 'Add User' }).click();
    await toast(ann, `${DAVE} has not confirmed their e-mail address yet`);

    await ann.getByLabel('Email').fill(BOB);
    await ann.getByRole('combobox', { name: 'Role' }).click();
    await pick(ann.getByRole('option', { name: 'Viewer' }));
    await screenshot(ann, 'groups-add-member');
    await ann.getByRole('button', { name: 'Add User' }).click();
    await toast(ann, 'User assigned successfully');
    await ann.getByText('Members (2)').waitFor();
    const role = ann.getByRole('combobox', { name: 'Role of bob' });
    await expect(role.textContent()).resolves.toBe('Viewer');
    await screenshot(ann, 'groups-manage');
  });

  it('shows the group to the Viewer, who can change nothing, not even by hand', async () => {
    bob = await signIn(BOB);
    await bob.getByRole('region', { name: 'Groups', exact: true }).getByText('Household').waitFor();
    await openGroups(bob);
    const row = bob.getByRole('row', { name: /Household/ });
    await row.getByText('Viewer').waitFor();
    await expect(row.getByRole('button', { name: 'Delete Household' }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: 'Leave Household' }).waitFor();
    await row.getByRole('button', { name: 'Manage Household' }).click();
    await bob.getByText('Members (2)').waitFor();
    await expect(bob.getByRole('button', { name: 'Add Member' }).count()).resolves.toBe(0);
    await expect(bob.getByRole('combobox').count()).resolves.toBe(0);
    await expect(bob.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
    await screenshot(bob, 'groups-viewer');

    const members = (await handMade(bob, 'GET', '/groups?includeMembers=true')).body.data as {
      groupMembers: { userId: string; userEmail: string }[];
    }[];
    bobId = members[0]!.groupMembers.find((member) => member.userEmail === BOB)!.userId;
    const annId = members[0]!.groupMembers.find((member) => member.userEmail === ANN)!.userId;
    const refused = [
      await handMade(bob, 'PUT', '/groups/assign-users', { groupId, userEmails: [CAROL] }),
      await handMade(bob, 'PUT', '/groups/change-user-role', { groupId, userId: bobId, role: 1 }),
      await handMade(bob, 'PUT', '/groups/unassign-users', { groupId, userIds: [annId] }),
      await handMade(bob, 'DELETE', `/groups/${groupId}`),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it('lets the Owner promote the Viewer to Member, whose next request may write', async () => {
    // By keyboard: the select opens with Enter, the arrow keys move, Enter chooses.
    await ann.getByRole('combobox', { name: 'Role of bob' }).focus();
    await ann.keyboard.press('Enter');
    // The open list puts focus on the chosen option once it is positioned.
    await ann.waitForFunction(() => document.activeElement?.textContent === 'Viewer');
    await ann.keyboard.press('ArrowUp');
    await ann.waitForFunction(() => document.activeElement?.textContent === 'Member');
    await ann.keyboard.press('Enter');
    await toast(ann, 'User role updated successfully');
    await expect(ann.getByRole('combobox', { name: 'Role of bob' }).textContent()).resolves.toBe(
      'Member',
    );

    const added = await handMade(bob, 'PUT', '/groups/assign-users', {
      groupId,
      userEmails: [CAROL],
      role: 3,
    });
    expect(added.status).toBe(200);
    expect(added.body.status).toBe(0);

    // A fresh load shows Bob his new role, with the Add Member button.
    await bob.reload();
    await bob.getByText('Members (3)').waitFor();
    await bob.getByRole('button', { name: 'Add Member' }).click();
    await bob.getByLabel('Email').fill(ERIN);
    await bob.getByRole('button', { name: 'Add User' }).click();
    await toast(bob, 'User assigned successfully');
    await bob.getByText('Members (4)').waitFor();
    // A Member still manages nobody.
    await expect(bob.getByRole('combobox').count()).resolves.toBe(0);
  });

  it('removes a member after a confirmation', async () => {
    await ann.reload();
    await ann.getByText('Members (4)').waitFor();
    await ann.getByRole('button', { name: 'Remove carol' }).click();
    const dialog = ann.getByRole('alertdialog', { name: 'Remove member?' });
    await dialog.getByText('carol loses access', { exact: false }).waitFor();
    await screenshot(ann, 'groups-remove-dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toast(ann, 'User unassigned successfully');
    await ann.getByText('Members (3)').waitFor();
    await expect(ann.getByText(CAROL).count()).resolves.toBe(0);
  });

  it('shows the list as cards and the members as a list on a phone', async () => {
    const phone = await signIn(ANN, 390);
    await phone.goto('/groups');
    await phone.getByText('Your Groups (1)').waitFor();
    await expect(phone.getByRole('table').count()).resolves.toBe(0);
    await phone.getByRole('list', { name: 'Your groups' }).getByText('Household').waitFor();
    await screenshot(phone, 'groups-list-mobile');
    await phone.getByRole('button', { name: 'Manage Household' }).click();
    await phone.getByRole('list', { name: 'Members' }).getByText(ERIN).waitFor();
    await screenshot(phone, 'groups-manage-mobile');
    await phone.context().close();
  });

  it('lets the Member leave: the membership is really gone', async () => {
    await bob.getByRole('button', { name: 'Back to Groups' }).click();
    await bob.getByRole('button', { name: 'Leave Household' }).click();
    const dialog = bob.getByRole('alertdialog', { name: 'Leave group "Household"?' });
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await toast(bob, 'Left group successfully');
    await bob.getByText('Your Groups (0)').waitFor();
    const gone = await handMade(bob, 'GET', '/groups');
    expect(gone.body.data).toEqual([]);
    await ann.reload();
    await ann.getByText('Members (2)').waitFor();
  });

  it('deletes the group after a confirmation, and the dashboard has no group again', async () => {
    await ann.getByRole('button', { name: 'Back to Groups' }).click();
    // The Name column fits its text on one line, untruncated, while the table has room.
    const name = ann.getByRole('table', { name: 'Your groups' }).getByText('Household', {
      exact: true,
    });
    await expect(
      name.evaluate((element) => ({
        whole: element.scrollWidth <= element.clientWidth,
        lines: Math.round(element.getBoundingClientRect().height / 20),
      })),
    ).resolves.toEqual({ whole: true, lines: 1 });
    await ann.getByRole('button', { name: 'Delete Household' }).click();
    const dialog = ann.getByRole('alertdialog', { name: 'Delete group "Household"?' });
    await dialog.getByText('cannot be undone').waitFor();
    // The question survives the window crossing 768 px (table to cards and back).
    await ann.setViewportSize({ width: 390, height: 900 });
    await ann.locator('ul[aria-label="Your groups"]').waitFor();
    await dialog.getByText('cannot be undone').waitFor();
    await ann.setViewportSize({ width: 1280, height: 900 });
    await ann.locator('table[aria-label="Your groups"]').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(ann, 'Group deleted successfully');
    await ann.getByText('Your Groups (0)').waitFor();
    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await ann.getByRole('heading', { name: 'No Group Membership' }).waitFor();
  });

  it('met no Content Security Policy violation or page error', () => {
    for (const page of pages) expect(consoleProblems(page)).toEqual([]);
  });
});
