import { AuthErrorMessage } from '@budget/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { DAY, SECOND } from '../../lib/time.ts';
import { PASSWORD, createUser } from '../../test/accounts.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { TestClient, startTestApp, type TestContext } from '../../test/test-app.ts';
import { LOCKOUT_MS } from './auth.service.ts';

const WRONG = 'Wrong#Pass1';

function attempt(ctx: TestContext, email: string, password = WRONG) {
  return ctx.client().post('/auth/login', { email, password });
}

/** What a client sees of an answer, less what differs between any two requests. */
function seen(response: Awaited<ReturnType<typeof attempt>>) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.status, body: response.body, headers };
}

/** Moves the server's clock (Date only; timers keep running) by `ms`. */
function travel(ms: number) {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

describeEachDatabase('sign-in lockout', (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks the account for 15 minutes after 5 failures in a row', async () => {
    const user = await createUser(ctx());
    for (let i = 0; i < 4; i++) expect((await attempt(ctx(), user.email)).status).toBe(401);
    const fifth = await attempt(ctx(), user.email);
    expect(fifth.status).toBe(423);
    expect(fifth.body.errors[0]?.message).toBe(AuthErrorMessage.AccountLocked);
    // Even the right password is refused while locked.
    expect((await attempt(ctx(), user.email, PASSWORD)).status).toBe(423);
    travel(LOCKOUT_MS - SECOND);
    expect((await attempt(ctx(), user.email, PASSWORD)).status).toBe(423);
    travel(2 * SECOND);
    expect((await attempt(ctx(), user.email, PASSWORD)).status).toBe(200);
  });

  it('a success resets the failure count', async () => {
    const user = await createUser(ctx());
    for (let i = 0; i < 4; i++) await attempt(ctx(), user.email);
    expect((await attempt(ctx(), user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(ctx(), user.email)).status).toBe(401);
  });

  it('answers an unknown address exactly as an account, attempt for attempt', async () => {
    const user = await createUser(ctx());
    const ghost = `ghost-${user.username}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const known = seen(await attempt(ctx(), user.email));
      const unknown = seen(await attempt(ctx(), ghost));
      expect(unknown).toEqual(known);
      statuses.push(known.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
    expect((await attempt(ctx(), ghost)).body.errors[0]?.message).toBe(
      AuthErrorMessage.AccountLocked,
    );
  });

  it('lifts the lock of an unknown address after 15 minutes, as an account', async () => {
    const user = await createUser(ctx());
    const ghost = `ghost-${user.username}@example.test`;
    for (let i = 0; i < 5; i++) {
      await attempt(ctx(), user.email);
      await attempt(ctx(), ghost);
    }
    travel(LOCKOUT_MS - SECOND);
    expect(seen(await attempt(ctx(), ghost))).toMatchObject({ status: 423 });
    travel(2 * SECOND);
    // The count starts again: four failures answer 401 and the fifth locks once more.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const known = seen(await attempt(ctx(), user.email));
      const unknown = seen(await attempt(ctx(), ghost));
      expect(unknown).toEqual(known);
      statuses.push(known.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
  });

  it('forgets failures a day after the last one', async () => {
    const user = await createUser(ctx());
    for (let i = 0; i < 3; i++) await attempt(ctx(), user.email);
    travel(DAY - SECOND);
    expect((await attempt(ctx(), user.email)).status).toBe(401);
    travel(DAY - SECOND);
    // Each failure keeps the count a day longer: this is the fifth in a row.
    expect((await attempt(ctx(), user.email)).status).toBe(423);

    const other = await createUser(ctx());
    for (let i = 0; i < 4; i++) await attempt(ctx(), other.email);
    travel(DAY + SECOND);
    for (let i = 0; i < 4; i++) expect((await attempt(ctx(), other.email)).status).toBe(401);
  });
});

// Several server processes share one database: the count lives there, not in a process.
describe.each(testDatabaseKinds())('sign-in lockout across two server processes [%s]', (kind) => {
  it('a lock taken through one process holds in the other', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'budget-lockout-'));
    // The two share a SQLite file, or the test's PostgreSQL database.
    const env: Record<string, string> =
      kind === 'sqlite' ? { DATABASE_URL: `sqlite:${join(dir, 'shared.db')}` } : {};
    const first = await startTestApp(kind, env);
    const second = await buildApp({ config: first.app.config, logger: false });
    try {
      const user = await createUser(first);
      const ghost = `ghost-${user.username}@example.test`;
      for (let i = 0; i < 3; i++) {
        await attempt(first, user.email);
        await attempt(first, ghost);
      }
      const other = new TestClient(second);
      for (const email of [user.email, ghost]) {
        expect((await other.post('/auth/login', { email, password: WRONG })).status).toBe(401);
        expect((await other.post('/auth/login', { email, password: WRONG })).status).toBe(423);
      }
      expect((await attempt(first, user.email, PASSWORD)).status).toBe(423);
    } finally {
      await second.close();
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
