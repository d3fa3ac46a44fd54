// npm run seed -- [--database-url URL] [--transactions N] [--email E] [--password P]
// Fills a database with a realistic household: N transactions (default 1,000,000) over 10 years
// in one group, in several currencies and 30 categories, plus smaller groups around it. Money is
// written through the write path (bulk import for the history), then checked against a rebuild.
import { Currency, MemberRole, PeriodType, SplitMethod } from '@budget/contract';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { isPostgres, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { GroupAccess } from '../src/modules/access/group-access.ts';
import { createRatesService } from '../src/modules/currencies/rates.service.ts';
import {
  createWritePath,
  type TransactionInput,
  type WritePath,
} from '../src/modules/write-path/write-path.ts';
import { HOUSEHOLD_CATEGORIES, dayBefore, makeTransaction, random } from './seed-data.ts';
import { group, user } from './seed-people.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'sqlite:./data/budget.db',
    },
    transactions: { type: 'string', default: '1000000' },
    budgets: { type: 'string', default: '100' },
    email: { type: 'string', default: 'bench@example.com' },
    password: { type: 'string', default: 'Bench#Passw0rd' },
  },
});
const total = Number(args.transactions);
if (!Number.isSafeInteger(total) || total < 1)
  throw new Error('--transactions must be a positive whole number');

const YEARS_OF_HISTORY = 10;
/** Transactions per batch of the bulk write: bounds its memory, not its atomicity. */
const BATCH = 20_000;
const today = new Date();
const rng = random(20_240_129);

type Seeder = WritePath;

/** `count` transactions spread evenly over ten years, newest last, in one bulk write. */
async function history(
  writes: Seeder,
  groupId: string,
  categoryIds: string[],
  createdBy: string,
  count: number,
  sharers: string[],
) {
  const days = YEARS_OF_HISTORY * 365;
  // Who paid takes turns; two people share 60/40, more share equally (docs/decisions.md, 'Splits').
  const method = sharers.length === 2 ? SplitMethod.Shares : SplitMethod.Equal;
  const parts = sharers.map((userId, i) => ({
    userId,
    value: sharers.length === 2 ? ([60, 40][i] ?? 1) : 1,
  }));
  function* batches(): Generator<TransactionInput[]> {
    for (let start = 0; start < count; start += BATCH) {
      const batch: TransactionInput[] = [];
      for (let i = start; i < Math.min(start + BATCH, count); i++) {
        const daysAgo = days - Math.floor((i * days) / count);
        const t = makeTransaction(rng, dayBefore(today, daysAgo), categoryIds.length);
        batch.push({
          transactionType: t.transaction_type as TransactionInput['transactionType'],
          name: t.name,
          description: t.description,
          groupId,
          categoryIds: [...new Set(t.categories.map((index) => categoryIds[index] as string))],
          date: t.date,
          amount: Math.abs(t.amount) / 100,
          currency: t.currency,
          recurring: false,
          recurringPeriod: null,
          endDate: null,
          paidBy: sharers[i % sharers.length] ?? null,
          split: { method, parts },
        });
      }
      yield batch;
    }
  }
  const progress = (written: number) =>
    process.stdout.write(
      `\r  ${written.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} transactions`,
    );
  await writes.importTransactions(null, groupId, batches(), { createdBy, onProgress: progress });
  process.stdout.write('\n');
}

/** Budgets of every period type over the household, with 0-3 categories and a few currencies. */
async function budgets(
  writes: Seeder,
  access: GroupAccess,
  groupId: string,
  categoryIds: string[],
  count: number,
) {
  const types = [
    PeriodType.Monthly,
    PeriodType.Monthly,
    PeriodType.Weekly,
    PeriodType.Daily,
    PeriodType.Yearly,
  ] as const;
  for (let i = 0; i < count; i++) {
    const periodType = types[i % types.length] as (typeof types)[number];
    // A third began more than ten years ago, so a date point ten years back finds budgets too.
    const daysAgo = i % 3 === 0 ? rng.int(10 * 365 + 10, 10 * 365 + 200) : rng.int(0, 9 * 365);
    const start = dayBefore(today, daysAgo);
    await writes.createBudget(access, {
      name: `Budget ${String(i + 1).padStart(3, '0')}`,
      description: null,
      groupId,
      amount: rng.int(10, 5_000),
      currency: rng.pick([Currency.PLN, Currency.PLN, Currency.PLN, Currency.EUR, Currency.USD]),
      periodType,
      // Half the monthly budgets start on the 1st, as households' usually do.
      startDate:
        periodType === PeriodType.Monthly && i % 2 === 0 ? `${start.slice(0, 7)}-01` : start,
      endDate: i % 10 === 9 ? dayBefore(today, rng.int(0, daysAgo)) : null,
      categoryIds: [...new Set(Array.from({ length: rng.int(0, 3) }, () => rng.pick(categoryIds)))],
    });
    process.stdout.write(`\r  ${i + 1} / ${count} budgets`);
  }
  process.stdout.write('\n');
}

/** Recomputes the seeded groups' derived data from their rows: the bulk write must match it. */
async function verify(writes: Seeder, groupIds: string[]) {
  for (const groupId of groupIds) {
    const differences = await writes.checkGroup(groupId, false);
    if (differences.length > 0) {
      console.error(differences.slice(0, 20));
      throw new Error(`${differences.length} derived rows differ from a rebuild of ${groupId}`);
    }
  }
}

const started = Date.now();
const handle = openDatabase(args['database-url']);
try {
  await migrateToLatest(handle.db);
  const db = handle.db;
  const rates = createRatesService(db, { adminEmails: [] });
  const writes: Seeder = createWritePath(db, rates);
  rates.onImport((fromDay) => writes.rekeyAfterRatesImport(fromDay));
  await rates.seedIfEmpty();
  const hash = await hashPassword(args.password);
  const benchUser = await user(db, args.email.toLowerCase(), 'bench', hash);
  const partner = await user(db, 'partner@example.com', 'partner', hash);
  const teenager = await user(db, 'teenager@example.com', 'teenager', hash);
  const neighbour = await user(db, 'neighbour@example.com', 'neighbour', hash);
  const { Owner, Member, Viewer } = MemberRole;

  console.log(`Seeding ${args['database-url'].replace(/:[^:@/]*@/, ':***@')}`);
  const household = await group(
    db,
    writes,
    'Household',
    [
      [benchUser, Owner],
      [partner, Member],
      [teenager, Viewer],
    ],
    HOUSEHOLD_CATEGORIES,
  );
  // Budgets first, so the bulk write keeps their spend in step as it would for an import.
  await budgets(writes, household.owner, household.id, household.categoryIds, Number(args.budgets));
  await history(writes, household.id, household.categoryIds, benchUser, total, [
    benchUser,
    partner,
  ]);
  const holidays = await group(
    db,
    writes,
    'Holiday fund',
    [
      [partner, Owner],
      [benchUser, Member],
    ],
    ['Flights', 'Hotels', 'Food', 'Trips'],
  );
  await history(
    writes,
    holidays.id,
    holidays.categoryIds,
    partner,
    Math.max(1, Math.round(total / 500)),
    [partner, benchUser],
  );
  // Another household on the same server: the bench user must never see it.
  const neighbours = await group(
    db,
    writes,
    'Neighbours',
    [[neighbour, Owner]],
    HOUSEHOLD_CATEGORIES.slice(0, 8),
  );
  await history(
    writes,
    neighbours.id,
    neighbours.categoryIds,
    neighbour,
    Math.max(1, Math.round(total / 50)),
    [neighbour],
  );

  // Fresh statistics first: the check's plans (and the server's) depend on them. On PostgreSQL
  // the dead row versions the seeding left are cleared too, as autovacuum would have done by
  // the time a household had this history (docs/performance.md).
  await sql`${sql.raw(isPostgres(db) ? 'vacuum analyze' : 'analyze')}`.execute(db);
  const checking = Date.now();
  await verify(writes, [household.id, holidays.id, neighbours.id]);
  console.log(
    `Derived data equals a rebuild from the rows (checked in ${Math.round((Date.now() - checking) / 1000)} s)`,
  );
  console.log(
    `Done in ${Math.round((Date.now() - started) / 1000)} s. Sign in as ${args.email} / ${args.password}`,
  );
} finally {
  await handle.destroy();
}
