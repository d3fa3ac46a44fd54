// npm run seed -- [--database-url URL] [--transactions N] [--email E] [--password P]
// Fills a database with a realistic household: N transactions (default 1,000,000) over 10 years
// in one group, in four money accounts with transfers between them, in several currencies and 30
// categories, plus smaller groups around it. Money is written through the write path (bulk import
// for the history), then checked against a rebuild.
import { Currency, MemberRole, PeriodType } from '@budget/contract';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { isPostgres, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { GroupAccess } from '../src/modules/access/group-access.ts';
import { createRatesService } from '../src/modules/currencies/rates.service.ts';
import { createWritePath, type WritePath } from '../src/modules/write-path/write-path.ts';
import { HOUSEHOLD_CATEGORIES, dayBefore, random } from './seed-data.ts';
import { history, seedAccounts } from './seed-history.ts';
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

const today = new Date();
const rng = random(20_240_129);

type Seeder = WritePath;

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
  const accounts = await seedAccounts(
    writes,
    household.owner,
    household.id,
    household.firstAccountId,
    partner,
  );
  await history(writes, {
    rng,
    groupId: household.id,
    categoryIds: household.categoryIds,
    createdBy: benchUser,
    count: total,
    sharers: [benchUser, partner],
    accounts,
  });
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
  await history(writes, {
    rng,
    groupId: holidays.id,
    categoryIds: holidays.categoryIds,
    createdBy: partner,
    count: Math.max(1, Math.round(total / 500)),
    sharers: [partner, benchUser],
  });
  // Another household on the same server: the bench user must never see it.
  const neighbours = await group(
    db,
    writes,
    'Neighbours',
    [[neighbour, Owner]],
    HOUSEHOLD_CATEGORIES.slice(0, 8),
  );
  await history(writes, {
    rng,
    groupId: neighbours.id,
    categoryIds: neighbours.categoryIds,
    createdBy: neighbour,
    count: Math.max(1, Math.round(total / 50)),
    sharers: [neighbour],
  });

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
