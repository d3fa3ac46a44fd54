import type { Browser, Page } from 'playwright-core';
import type { Mailbox } from '../../apps/api/src/test/mailbox.ts';
import { openPage } from './browser.ts';

/** The password every test account gets; it meets the register rules. */
export const TEST_PASSWORD = 'Str0ng#Passw0rd';

async function post(baseURL: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseURL}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Registers an account straight through the API (the accounts browser test covers the screens)
 * and, unless told otherwise, confirms it with the token of the mailed activation link.
 */
export async function registerUser(
  baseURL: string,
  mailbox: Mailbox,
  email: string,
  { confirm = true }: { confirm?: boolean } = {},
): Promise<void> {
  const registered = await post(baseURL, '/auth/register', {
    userName: email.split('@')[0],
    email,
    password: TEST_PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status}`);
  if (!confirm) return;
  const link = new URL((await mailbox.latest(email, 'Confirm')).link as string);
  const activated = await post(baseURL, '/auth/activate-account', {
    activationToken: link.searchParams.get('token'),
    email,
  });
  if (activated.status !== 200) throw new Error(`activate ${email}: ${activated.status}`);
}

/** A new browser context (its own cookies) signed in through the login screen. */
export async function signIn(
  browser: Browser,
  baseURL: string,
  email: string,
  width = 1280,
): Promise<Page> {
  const page = await openPage(browser, baseURL, width);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

export interface HandMadeAnswer {
  status: number;
  body: { status: number; data: unknown; errors: { message: string }[] };
}

/**
 * A request typed by hand into the page's console: same origin, the browser's session cookie,
 * no screen involved. Shows what the server itself allows, whatever the screens offer.
 */
export function handMade(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<HandMadeAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}
