import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, openPage, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import {
  choose,
  fillIn,
  openHydrated,
  submitEachInvalid,
  submitInvalid,
  submitRefused,
  submitSaved,
} from './support/forms.ts';
import { TEST_PASSWORD, handMade, registerUser, signIn } from './support/users.ts';

const ANN = 'ann.forms@example.test';
const BOB = 'bob.forms@example.test';
const RITA = 'rita.forms@example.test';
const DAVE = 'dave.forms@example.test';
const NEW_PASSWORD = 'Changed#Passw0rd';
const long = (length: number) => 'x'.repeat(length);
const nothing = async () => undefined;

/**
 * Every form of the sign-in screens, of groups, categories and the profile, submitted with each
 * kind of value it refuses: the submit button stays usable, nothing is sent, and the form's
 * summary says why (docs/decisions.md, 'Forms'). The money forms: e2e/forms-money.e2e.test.ts.
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
    await submitEachInvalid(guest, login, [
      [nothing, 'Email is required'],
      [fillIn(login, { Email: 'ann@' }), 'Invalid email address'],
      [fillIn(login, { Email: ANN }), 'Password is required'],
    ]);
    const wrong = fillIn(login, { Password: 'Wrong#Passw0rd' });
    await submitRefused(guest, login, wrong, 'Invalid username or password');

    await openHydrated(guest, '/register');
    const register = guest.getByRole('form', { name: 'Create account' });
    await submitEachInvalid(guest, register, [
      [nothing, 'Username is required'],
      [fillIn(register, { Username: 'ab' }), /at least 3/],
      [fillIn(register, { Username: long(51) }), /at most 50/],
      [fillIn(register, { Email: 'rita@@example' }), 'Please enter a valid email address'],
      [fillIn(register, { Password: 'abcdefgh' }), /at least one uppercase letter/],
      [
        fillIn(register, {
          Username: 'rita2',
          Email: 'rita2@example.test',
          Password: TEST_PASSWORD,
          'Confirm password': `${TEST_PASSWORD}!`,
        }),
        "Passwords don't match",
      ],
    ]);
    await screenshot(guest, 'forms-register-invalid-390');
    const taken = fillIn(register, { Email: RITA, 'Confirm password': TEST_PASSWORD });
    await submitRefused(guest, register, taken, 'An account with this email already exists.');

    await openHydrated(guest, '/forgot-password');
    const forgot = guest.getByRole('form', { name: 'Reset password' });
    await submitEachInvalid(guest, forgot, [
      [nothing, 'Please enter a valid email address'],
      [fillIn(forgot, { Email: 'rita@' }), 'Please enter a valid email address'],
    ]);
    const sent = 'Password reset instructions have been sent to your email.';
    await submitSaved(guest, forgot, fillIn(forgot, { Email: RITA }), sent);
    await openHydrated(guest, (await world.mailbox.latest(RITA, 'Reset')).link as string);
    const reset = guest.getByRole('form', { name: 'Choose a new password' });
    await submitEachInvalid(guest, reset, [
      [nothing, 'Password must be at least 8 characters'],
      [fillIn(reset, { 'New password': 'Sh0rt#' }), /at least 8/],
      [fillIn(reset, { 'New password': 'alllowercase1!' }), /uppercase/],
      [
        fillIn(reset, { 'New password': TEST_PASSWORD, 'Confirm new password': NEW_PASSWORD }),
        "Passwords don't match",
      ],
    ]);
  });

  it('create group, edit group and add member', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    await ann.goto('/groups');
    await ann.getByRole('button', { name: 'Create Group' }).click();
    const create = ann.getByRole('form', { name: 'Create New Group' });
    await submitEachInvalid(ann, create, [
      [nothing, 'Group name is required'],
      [fillIn(create, { Name: long(51) }), /50 characters or less/],
      [
        fillIn(create, { Name: 'Home', 'Description (optional)': long(501) }),
        /500 characters or less/,
      ],
    ]);
    const noDescription = fillIn(create, { 'Description (optional)': '' });
    await submitSaved(ann, create, noDescription, 'Group created successfully');
    groupId = ((await handMade(ann, 'GET', '/groups')).body.data as { id: string }[])[0]!.id;
    expect((await handMade(ann, 'POST', '/groups', { name: 'Cabin' })).status).toBe(201);

    await ann.goto(`/groups?group=${groupId}`);
    await ann.getByRole('button', { name: 'Edit Group' }).click();
    const edit = ann.getByRole('form', { name: 'Edit group' });
    await submitEachInvalid(ann, edit, [
      [fillIn(edit, { Name: ' ' }), 'Group name is required'],
      [fillIn(edit, { Name: long(51) }), /50 characters or less/],
    ]);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await registerUser(world.server.url, world.mailbox, DAVE, { confirm: false });
    await ann.getByRole('button', { name: 'Add Member' }).click();
    const add = ann.getByRole('form', { name: 'Add New Member' });
    await submitEachInvalid(ann, add, [[nothing], [fillIn(add, { Email: 'bob@' })]]);
    const unconfirmed = `${DAVE} has not confirmed their e-mail address yet`;
    await submitRefused(ann, add, fillIn(add, { Email: DAVE }), unconfirmed);
  });

  it('add and edit category, with the names a group already has', async () => {
    await ann.goto('/categories');
    await ann.getByRole('button', { name: 'Add Category' }).click();
    const add = ann.getByRole('form', { name: 'Add Category' });
    // Two groups: none is chosen for the user.
    await submitInvalid(ann, add, fillIn(add, { Name: 'Groceries' }), 'Select a group');
    await choose(ann, add.getByRole('combobox', { name: 'Group' }), 'Home');
    await submitEachInvalid(ann, add, [
      [fillIn(add, { Name: '' }), /required/],
      [fillIn(add, { Name: long(101) }), /100 characters or less/],
      [
        fillIn(add, { Name: 'Groceries', 'Description (optional)': long(501) }),
        /500 characters or less/,
      ],
    ]);
    const noDescription = fillIn(add, { 'Description (optional)': '' });
    await submitSaved(ann, add, noDescription, 'Category created successfully');
    await ann.getByRole('button', { name: 'Add Category' }).click();
    await choose(ann, add.getByRole('combobox', { name: 'Group' }), 'Home');
    // A name the list on screen has is refused before asking the server.
    const known = 'A category named "GROCERIES" already exists in this group';
    await submitInvalid(ann, add, fillIn(add, { Name: 'GROCERIES' }), known);
    // One added elsewhere since the list was loaded: the server refuses it, under the name.
    const fuel = { name: 'Fuel', description: null, groupId };
    expect((await handMade(ann, 'POST', '/categories', fuel)).status).toBe(201);
    const taken = 'A category named "fuel" already exists in this group';
    await submitRefused(ann, add, fillIn(add, { Name: 'fuel' }), taken);
    await add.getByRole('button', { name: 'Cancel' }).click();

    await ann.getByRole('button', { name: 'Edit Groceries' }).click();
    const edit = ann.getByRole('form', { name: 'Edit Category' });
    await submitEachInvalid(ann, edit, [
      [fillIn(edit, { Name: '' }), /required/],
      [fillIn(edit, { Name: long(101) }), /100 characters or less/],
      [fillIn(edit, { 'Description (optional)': long(501) }), /500 characters or less/],
    ]);
    const takenEdit = 'A category named "FUEL" already exists in this group';
    const fuelAgain = fillIn(edit, { Name: 'FUEL', 'Description (optional)': '' });
    await submitRefused(ann, edit, fuelAgain, takenEdit);
  });

  it('profile information and change password', async () => {
    await ann.goto('/user-profile');
    await ann.getByRole('button', { name: 'Edit Profile' }).click();
    const profile = ann.getByRole('form', { name: 'Profile information' });
    await submitEachInvalid(ann, profile, [
      [fillIn(profile, { Username: '' }), 'Username is required'],
      [fillIn(profile, { Username: 'ab' }), /at least 3/],
      [fillIn(profile, { Username: long(51) }), /at most 50/],
      [
        fillIn(profile, { Username: 'ann.forms', Email: 'ann@@example' }),
        'Valid email is required',
      ],
    ]);
    const taken = 'An account with this email already exists.';
    await submitRefused(ann, profile, fillIn(profile, { Email: BOB }), taken);
    await profile.getByRole('button', { name: 'Cancel' }).click();

    await ann.getByRole('button', { name: 'Show change password form' }).click();
    const change = ann.getByRole('form', { name: 'Change password' });
    const passwords = (current: string, next: string, confirm = next) =>
      fillIn(change, {
        'Current password': current,
        'New password': next,
        'Confirm new password': confirm,
      });
    await submitEachInvalid(ann, change, [
      [nothing, 'Current password is required'],
      [passwords(TEST_PASSWORD, 'abc'), 'Password must be at least 6 characters'],
      [passwords(TEST_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`), "Passwords don't match"],
    ]);
    // The server's rules are stricter than the form's, and only it knows the current password.
    const weak = passwords(TEST_PASSWORD, 'abcdefg');
    await submitRefused(ann, change, weak, 'Password must contain at least one uppercase letter');
    const wrong = passwords('Wrong#Passw0rd', NEW_PASSWORD);
    await submitRefused(ann, change, wrong, 'Current password is incorrect');
    for (const page of [guest, ann]) expect(consoleProblems(page)).toEqual([]);
  });
});
