import type { UserProfile } from '@budget/contract';
import { expect } from 'vitest';
import type { TestClient, TestContext } from './test-app.ts';

export const PASSWORD = 'Str0ng#Passw0rd';

let sequence = 0;

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
}

/**
 * Registers a user with a unique name and address (or the given one); activated by the e-mailed
 * link unless told not to.
 */
export async function createUser(
  ctx: TestContext,
  options: { activate?: boolean; prefix?: string; email?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`;
  const username = `${options.prefix ?? 'user'}${stamp}`;
  const email = options.email ?? `${username}@example.test`;
  const response = await ctx.client().post<UserProfile>('/auth/register', {
    userName: username,
    email,
    password: PASSWORD,
  });
  expect(response.status).toBe(201);
  if (options.activate !== false) await activateFromMail(ctx, email);
  return { id: response.body.data.id, username, email, password: PASSWORD };
}

export async function activateFromMail(ctx: TestContext, email: string): Promise<void> {
  await ctx.app.mailer.idle();
  const mail = await ctx.mailbox.latest(email, 'Confirm');
  const link = new URL(mail.link ?? '');
  const response = await ctx.client().post('/auth/activate-account', {
    activationToken: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
  });
  expect(response.status).toBe(200);
}

export async function signIn(
  ctx: TestContext,
  user: Pick<TestUser, 'email' | 'password'>,
  rememberMe = false,
): Promise<TestClient> {
  const client = ctx.client();
  const response = await client.post('/auth/login', {
    email: user.email,
    password: user.password,
    rememberMe,
  });
  expect(response.status).toBe(200);
  return client;
}

/** The token and address of the newest mailed link of that kind. */
export async function linkFromMail(ctx: TestContext, email: string, subject: string) {
  await ctx.app.mailer.idle();
  const mail = await ctx.mailbox.latest(email, subject);
  const link = new URL(mail.link ?? '');
  return {
    token: link.searchParams.get('token') ?? '',
    email: link.searchParams.get('email') ?? '',
    link,
  };
}
