import { ErrorCode } from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import { withBulkCache } from '../../db/bulk-cache.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isTransientConflict } from '../../lib/db-errors.ts';
import {
  GROUP_NOT_FOUND,
  GroupAction,
  checkRole,
  type GroupAccess,
} from '../access/group-access.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { bumpVersions, lockGroup } from './catalog.repository.ts';
import { runStatements, type Statement } from './derived.repository.ts';

export type Trx = Transaction<Database>;

export interface LockTarget {
  groupId: string;
  /** What the caller asked for, named in the 404 when the group is not theirs (or gone). */
  notFoundMessage?: string;
}

/** Who writes, what for, and the groups the write touches. */
export interface LockPlan {
  /** Null for the system itself (seed, repair): no role to check. */
  userId: string | null;
  action: GroupAction;
  targets: LockTarget[];
}

export interface WriteContext {
  trx: Trx;
  /** Statements sent at the end of the write, with the version bump (derived rows). */
  pending: Statement[];
  /** Each locked group's budget rules version, as read with its lock. */
  rulesVersions: ReadonlyMap<string, number>;
  /** Set by a write that changes budget rules: their version is bumped too. */
  rulesChanged: boolean;
  /** The groups locked, in lock order. */
  groupIds: readonly string[];
  /** The exchange rates as committed, read through this transaction. */
  book(): Promise<RateBook>;
}

/**
 * Thrown by a write that found what it refers to in a group it did not lock (a transaction
 * moved meanwhile): the whole write runs again with a fresh plan.
 */
export class LockSetChanged extends Error {}

/** Under the lock: what the write refers to is still in a group it locked, else run it again. */
export function assertLocked(ctx: WriteContext, groupId: string): void {
  if (!ctx.groupIds.includes(groupId)) throw new LockSetChanged();
}

/**
 * Writing into a group the caller names (a create). The caller's role is checked before any lock
 * (so outsiders never take one) and again under it; `access` null is the system (seed).
 */
export function planToWrite(access: GroupAccess | null, groupId: string) {
  return async (): Promise<LockPlan> => {
    if (access) await access.require(groupId, GroupAction.Write);
    return { userId: access?.userId ?? null, action: GroupAction.Write, targets: [{ groupId }] };
  };
}

/**
 * Writing to something a group owns: its group is read before the lock (404 naming it when it
 * is gone or not the caller's), then locked; the write re-reads it under the lock.
 */
export function planToWriteOwned(
  access: GroupAccess,
  groupOf: () => Promise<string | undefined>,
  notFoundMessage: string,
  alsoInto?: string,
) {
  return async (): Promise<LockPlan> => {
    const groupId = await groupOf();
    if (groupId === undefined) throw notFound(notFoundMessage);
    await access.require(groupId, GroupAction.Write, notFoundMessage);
    const targets: LockTarget[] = [{ groupId, notFoundMessage }];
    if (alsoInto !== undefined && alsoInto !== groupId) {
      await access.require(alsoInto, GroupAction.Write);
      targets.push({ groupId: alsoInto });
    }
    return { userId: access.userId, action: GroupAction.Write, targets };
  };
}

const MAX_ATTEMPTS = 5;

const busy = () => {
  const error = new AppError(
    503,
    ErrorCode.InternalServerError,
    'The group is busy with other changes. Please try again.',
  );
  error.headers = { 'retry-after': '1' };
  return error;
};

/**
 * Inside an open database transaction: takes the write lock of every target group, always in
 * the order of their ids (so two writes never wait for each other in a circle), and checks
 * under the lock that each group still exists and that the user may still do the action there.
 */
export async function lockGroups(
  trx: Trx,
  plan: LockPlan,
  rates: RatesService | null,
): Promise<WriteContext> {
  const targets = new Map<string, LockTarget>();
  for (const target of plan.targets)
    if (!targets.has(target.groupId)) targets.set(target.groupId, target);
  const groupIds = [...targets.keys()].sort();
  let ratesStamp: string | null = null;
  const rulesVersions = new Map<string, number>();
  for (const groupId of groupIds) {
    const message = targets.get(groupId)?.notFoundMessage ?? GROUP_NOT_FOUND;
    const locked = await lockGroup(trx, groupId, plan.userId);
    if (!locked) throw new AppError(404, ErrorCode.NotFound, message);
    if (plan.userId !== null) checkRole(locked.role, plan.action, message);
    ratesStamp = locked.ratesStamp;
    rulesVersions.set(groupId, locked.rulesVersion);
  }
  let book: Promise<RateBook> | undefined;
  return {
    trx,
    pending: [],
    rulesVersions,
    rulesChanged: false,
    groupIds,
    book: () => {
      if (!rates) throw new Error('This write was not given the exchange rates');
      book ??= rates.bookWithin(trx, ratesStamp);
      return book;
    },
  };
}

/**
 * Runs one write: a database transaction that first locks the groups of `plan` (read anew on
 * each attempt), then does `work`, then bumps the groups' data versions, all or nothing.
 * Deadlocks and serialization failures that can still happen (with writers outside this module)
 * run it again, a few times, before a 503.
 */
export async function runLocked<T>(
  db: Kysely<Database>,
  rates: RatesService | null,
  plan: () => Promise<LockPlan>,
  work: (ctx: WriteContext) => Promise<T>,
  { attempts = MAX_ATTEMPTS } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const current = await plan();
    try {
      return await db.transaction().execute(async (trx) => {
        const ctx = await lockGroups(trx, current, rates);
        const result = await work(ctx);
        const bump = bumpVersions([...ctx.groupIds], ctx.rulesChanged);
        await runStatements(trx, [...ctx.pending, bump]);
        return result;
      });
    } catch (error) {
      const retry = error instanceof LockSetChanged || isTransientConflict(error);
      if (!retry) throw error;
      if (attempt >= attempts) throw busy();
      // Spread the retries so the writers that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
    }
  }
}

/**
 * `runLocked` for a write of many rows (an import and its undo, rules applied to a history, a
 * restore, a group's rebuild): on SQLite it runs with a larger page cache (db/bulk-cache.ts).
 */
export function runLockedBulk<T>(...args: Parameters<typeof runLocked<T>>): Promise<T> {
  return withBulkCache(args[0], () => runLocked(...args));
}
