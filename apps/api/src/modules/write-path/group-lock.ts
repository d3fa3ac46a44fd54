import { ErrorCode } from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isTransientConflict } from '../../lib/db-errors.ts';
import { GROUP_NOT_FOUND, checkRole, type GroupAction } from '../access/group-access.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { bumpDataVersion, lockGroup } from './catalog.repository.ts';

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
  for (const groupId of groupIds) {
    const message = targets.get(groupId)?.notFoundMessage ?? GROUP_NOT_FOUND;
    const locked = await lockGroup(trx, groupId, plan.userId);
    if (!locked) throw new AppError(404, ErrorCode.NotFound, message);
    if (plan.userId !== null) checkRole(locked.role, plan.action, message);
  }
  let book: Promise<RateBook> | undefined;
  return {
    trx,
    groupIds,
    book: () => {
      if (!rates) throw new Error('This write was not given the exchange rates');
      book ??= rates.bookWithin(trx);
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
        await bumpDataVersion(trx, [...ctx.groupIds]);
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
