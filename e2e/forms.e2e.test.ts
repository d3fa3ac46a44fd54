import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, openPage, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import {
  choose,
  openHydrated,
  submitInvalid,
  submitRefused,
  submitSaved,
} from './support/forms.ts';
import { TEST_PASSWORD, handMade, registerUser, signIn } from './support/users.ts';

const ANN = 'ann.forms@example.test';
const BOB = 'bob.forms@example.test';
const RITA = 'rita.forms@example.test';
const DAVE = 'dave.forms@example.test';
const long = (length: number) => 'x'.repeat(length);
const nothing = async () => undefined;

/**
 * Every form of the sign-in screens, of groups, categories and the profile, submitted with each
 * kind of value it refuses: the submit button stays usable, nothing is sent, and the reason
 * shows (docs/decisions.md, 'Forms'). The money forms: e2e/forms-money.e2e.test.ts.
 */
describe('a form that cannot be sent says why: accounts, groups, categories', () => {
  const world = browserWorld([ANN, BOB, RITA]);
  let ann: Page;
  let guest: Page;
  let groupId = '';

  it('sign in, register, forgot and reset password, on a phone', async () => {
    guest = await openPage(world.browser, world.server.url, 390);
    await openHydrated(guest, '/login');
    const login = guest.getByRole('form', { name: 'Sign in' });
    const email = login.getByLabel('Email');
    const password = login.getByLabel('Password', { exact: true });
    await submitInvalid(guest, login, nothing, 'Email is required');
    await submitInvalid(guest, login, () => email.fill('ann@'), 'Invalid email address');
    await submitInvalid(guest, login, () => email.fill(ANN), 'Password is required');
    await submitRefused(
      guest,
      login,
      () => password.fill('Wrong#Passw0rd'),
      'Invalid username or password',
    );

    await openHydrated(guest, '/register');
    const register = guest.getByRole('form', { name: 'Create account' });
    const field = (label: string) => register.getByLabel(label, { exact: true });
    await submitInvalid(guest, register, nothing, 'Username is required');
    await submitInvalid(guest, register, () => field('Username').fill('ab'), /at least 3/);
    await submitInvalid(guest, register, () => field('Username').fill(long(51)), /at most 50/);
    await submitInvalid(
      guest,
      register,
      () => field('Email').fill('rita@@example'),
      'Please enter a valid email address',
    );
    await submitInvalid(
      guest,
      register,
      () => field('Password').fill('abcdefgh'),
      'Password must contain at least one uppercase letter',
    );
    await submitInvalid(
      guest,
      register,
      async () => {
        await field('Username').fill('rita2');
        await field('Email').fill('rita2@example.test');
        await field('Password').fill(TEST_PASSWORD);
        await field('Confirm password').fill(`${TEST_PASSWORD}!`);
      },
      "Passwords don't match",
    );
    await screenshot(guest, 'forms-register-invalid-390');
    await submitRefused(
      guest,
      register,
      async () => {
        await field('Email').fill(RITA);
        await field('Confirm password').fill(TEST_PASSWORD);
      },
      'An account with this email already exists.',
    );

    await openHydrated(guest, '/forgot-password');
    const forgot = guest.getByRole('form', { name: 'Reset password' });
    await submitInvalid(guest, forgot, nothing, 'Please enter a valid email address');
    await submitInvalid(guest, forgot, () => forgot.getByLabel('Email').fill('rita@'));
    await submitSaved(
      guest,
      forgot,
      () => forgot.getByLabel('Email').fill(RITA),
      'Password reset instructions have been sent to your email.',
    );
    await openHydrated(guest, (await world.mailbox.latest(RITA, 'Reset')).link as string);
    const reset = guest.getByRole('form', { name: 'Choose a new password' });
    const newPassword = reset.getByLabel('New password', { exact: true });
    await submitInvalid(guest, reset, nothing, 'Password must be at least 8 characters');
    await submitInvalid(guest, reset, () => newPassword.fill('Sh0rt#'), /at least 8/);
    await submitInvalid(guest, reset, () => newPassword.fill('alllowercase1!'), /uppercase/);
    await submitInvalid(
      guest,
      reset,
      async () => {
        await newPassword.fill(TEST_PASSWORD);
        await reset.getByLabel('Confirm new password').fill('Other#Passw0rd');
      },
      "Passwords don't match",
    );
  });

  it('create group, edit group and add member', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    await ann.goto('/groups');
    await ann.getByRole('button', { name: 'Create Group' }).click();
    const create = ann.getByRole('form', { name: 'Create New Group' });
    const name = create.getByLabel('Name');
    await submitInvalid(ann, create, nothing, 'Group name is required');
    await submitInvalid(ann, create, () => name.fill(long(51)), /50 characters or less/);
    await submitInvalid(
      ann,
      create,
      async () => {
        await name.fill('Home');
        await create.getByLabel('Description (optional)').fill(long(501));
      },
      /500 characters or less/,
    );
    await submitSaved(
      ann,
      create,
      () => create.getByLabel('Description (optional)').fill(''),
      'Group created successfully',
    );
    groupId = ((await handMade(ann, 'GET', '/groups')).body.data as { id: string }[])[0]!.id;
    expect((await handMade(ann, 'POST', '/groups', { name: 'Cabin' })).status).toBe(201);

    await ann.goto(`/groups?group=${groupId}`);
    await ann.getByRole('button', { name: 'Edit Group' }).click();
    const edit = ann.getByRole('form', { name: 'Edit group' });
    await submitInvalid(ann, edit, () => edit.getByLabel('Name').fill(' '), /required/);
    await submitInvalid(ann, edit, () => edit.getByLabel('Name').fill(long(51)), /50 characters/);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await registerUser(world.server.url, world.mailbox, DAVE, { confirm: false });
    await ann.getByRole('button', { name: 'Add Member' }).click();
    const add = ann.getByRole('form', { name: 'Add New Member' });
    await submitInvalid(ann, add, nothing);
    await submitInvalid(ann, add, () => add.getByLabel('Email').fill('bob@'));
    await submitRefused(
      ann,
      add,
      () => add.getByLabel('Email').fill(DAVE),
      `${DAVE} has not confirmed their e-mail address yet`,
    );
  });

  it('add and edit category, with the names a group already has', async () => {
    await ann.goto('/categories');
    await ann.getByRole('button', { name: 'Add Category' }).click();
    const add = ann.getByRole('form', { name: 'Add Category' });
    const name = add.getByLabel('Name');
    // Two groups: none is chosen for the user.
    await submitInvalid(ann, add, () => name.fill('Groceries'), 'Select a group');
    await choose(ann, add.getByRole('combobox', { name: 'Group' }), 'Home');
    await submitInvalid(ann, add, () => name.fill(''), /required/);
    await submitInvalid(ann, add, () => name.fill(long(101)), /100 characters or less/);
    await submitInvalid(
      ann,
      add,
      async () => {
        await name.fill('Groceries');
        await add.getByLabel('Description (optional)').fill(long(501));
      },
      /500 characters or less/,
    );
    await submitSaved(
      ann,
      add,
      () => add.getByLabel('Description (optional)').fill(''),
      'Category created successfully',
    );
    await ann.getByRole('button', { name: 'Add Category' }).click();
    await choose(ann, add.getByRole('combobox', { name: 'Group' }), 'Home');
    // A name the list on screen has is refused before asking the server.
    await submitInvalid(
      ann,
      add,
      () => name.fill('GROCERIES'),
      'A category named "GROCERIES" already exists in this group',
    );
    // One added elsewhere since the list was loaded: the server refuses it, under the name.
    expect(
      (await handMade(ann, 'POST', '/categories', { name: 'Fuel', description: null, groupId }))
        .status,
    ).toBe(201);
    await submitRefused(
      ann,
      add,
      () => name.fill('fuel'),
      'A category named "fuel" already exists in this group',
    );
    await add.getByRole('button', { name: 'Cancel' }).click();

    await ann.getByRole('button', { name: 'Edit Groceries' }).click();
    const edit = ann.getByRole('form', { name: 'Edit Category' });
    await submitInvalid(ann, edit, () => edit.getByLabel('Name').fill(''), /required/);
    await submitInvalid(ann, edit, () => edit.getByLabel('Name').fill(long(101)), /100 char/);
    // Fuel was added behind the list's back: the server's refusal shows under the name.
    await submitRefused(
      ann,
      edit,
      () => edit.getByLabel('Name').fill('FUEL'),
      'A category named "FUEL" already exists in this group',
    );
  });

  it('profile information and change password', async () => {
    await ann.goto('/user-profile');
    await ann.getByRole('button', { name: 'Edit Profile' }).click();
    const profile = ann.getByRole('form', { name: 'Profile information' });
    const [username, email] = [profile.getByLabel('Username'), profile.getByLabel('Email')];
    await submitInvalid(ann, profile, () => username.fill(''), 'Username is required');
    await submitInvalid(ann, profile, () => username.fill('ab'), /at least 3/);
    await submitInvalid(ann, profile, () => username.fill(long(51)), /at most 50/);
    await submitInvalid(
      ann,
      profile,
      async () => {
        await username.fill('ann.forms');
        await email.fill('ann@@example');
      },
      'Valid email is required',
    );
    await submitRefused(
      ann,
      profile,
      () => email.fill(BOB),
      'An account with this email already exists.',
    );
    await profile.getByRole('button', { name: 'Cancel' }).click();

    await ann.getByRole('button', { name: 'Show change password form' }).click();
    const change = ann.getByRole('form', { name: 'Change password' });
    const field = (label: string) => change.getByLabel(label, { exact: true });
    await submitInvalid(ann, change, nothing);
    await submitInvalid(
      ann,
      change,
      async () => {
        await field('Current password').fill(TEST_PASSWORD);
        await field('New password').fill('abc');
      },
      'Password must be at least 6 characters',
    );
    await submitInvalid(
      ann,
      change,
      async () => {
        await field('New password').fill('Changed#Passw0rd');
        await field('Confirm new password').fill('Changed#Passw0rd!');
      },
      "Passwords don't match",
    );
    await submitRefused(
      ann,
      change,
      async () => {
        await field('New password').fill('abcdefg');
        await field('Confirm new password').fill('abcdefg');
      },
      'Password must contain at least one uppercase letter',
    );
    await submitRefused(
      ann,
      change,
      async () => {
        await field('Current password').fill('Wrong#Passw0rd');
        await field('New password').fill('Changed#Passw0rd');
        await field('Confirm new password').fill('Changed#Passw0rd');
      },
      'Current password is incorrect',
    );
    for (const page of [guest, ann]) expect(consoleProblems(page)).toEqual([]);
  });
});
