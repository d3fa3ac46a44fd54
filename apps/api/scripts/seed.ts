// npm run seed -- [--database-url URL] [--transactions N] [--email E] [--password P]
// Fills a database with a realistic household: N transactions (default 1,000,000) over 10 years
// in one group, in several currencies and 30 categories, plus smaller groups around it.
import { Currency, MemberRole, PeriodType } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { rebuildBudgetSpend } from '../src/modules/budgets/budget-spend.ts';
import { createRatesService } from '../src/modules/currencies/rates.service.ts';
import { HOUSEHOLD_CATEGORIES, dayBefore, makeTransaction, random } from './seed-data.ts';

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
const BATCH = 500;
const now = new Date().toISOString();
const today = new Date();
const rng = random(20_240_129);

async function user(db: Kysely<Database>, email: string, username: string, passwordHash: string) {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      username,
      username_normalized: username.toLowerCase(),
      email,
      first_name: null,
      last_name: null,
      password_hash: passwordHash,
      is_active: true,
      email_confirmed: true,
      locked_until: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return id;
}

async function group(
  db: Kysely<Database>,
  name: string,
  members: [string, number][],
  categoryNames: readonly string[],
) {
  const id = randomUUID();
  await db
    .insertInto('groups')
    .values({ id, name, description: `${name} (seeded)`, created_at: now, updated_at: now })
    .execute();
  for (const [userId, role] of members) {
    await db
      .insertInto('group_members')
      .values({ group_id: id, user_id: userId, role, joined_at: now })
      .execute();
  }
  const categories = categoryNames.map((categoryName) => ({
    id: randomUUID(),
    group_id: id,
    name: categoryName,
    name_normalized: categoryName.toLowerCase(),
    description: null,
    created_at: now,
    updated_at: now,
  }));
  if (categories.length > 0) await db.insertInto('categories').values(categories).execute();
  return { id, categoryIds: categories.map((c) => c.id) };
}

async function history(
  db: Kysely<Database>,
  groupId: string,
  categoryIds: string[],
  createdBy: string,
  count: number,
) {
  const days = YEARS_OF_HISTORY * 365;
  let written = 0;
  while (written < count) {
    const size = Math.min(BATCH * 100, count - written);
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < size; start += BATCH) {
        const rows = [];
        const links = [];
        for (let i = start; i < Math.min(start + BATCH, size); i++) {
          // Spread evenly over the years, newest last, so every day has its share.
          const daysAgo = days - Math.floor(((written + i) * days) / count);
          const t = makeTransaction(rng, dayBefore(today, daysAgo), categoryIds.length);
          const id = randomUUID();
          rows.push({
            id,
            group_id: groupId,
            transaction_type: t.transaction_type,
            name: t.name,
            description: t.description,
            amount: t.amount,
            currency: t.currency,
            date: t.date,
            recurring: false,
            recurring_period: null,
            end_date: null,
            created_by: createdBy,
            created_at: now,
            updated_at: now,
          });
          for (const index of t.categories)
            links.push({ transaction_id: id, category_id: categoryIds[index] as string });
        }
        await trx.insertInto('transactions').values(rows).execute();
        if (links.length > 0)
          await trx.insertInto('transaction_categories').values(links).execute();
      }
    });
    written += size;
    process.stdout.write(
      `\r  ${written.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} transactions`,
    );
  }
  process.stdout.write('\n');
  // The running totals the API keeps in step with every write, computed once for the seeded rows.
  await db.deleteFrom('transaction_totals').where('group_id', '=', groupId).execute();
  await db
    .insertInto('transaction_totals')
    .columns(['group_id', 'transaction_type', 'currency', 'transaction_count', 'amount'])
    .expression(
      db
        .selectFrom('transactions')
        .select((eb) => [
          'group_id',
          'transaction_type',
          'currency',
          eb.fn.countAll().as('c'),
          eb.fn.sum('amount').as('s'),
        ])
        .where('group_id', '=', groupId)
        .groupBy(['group_id', 'transaction_type', 'currency']),
    )
    .execute();
  await db.deleteFrom('transaction_month_counts').where('group_id', '=', groupId).execute();
  await db
    .insertInto('transaction_month_counts')
    .columns(['group_id', 'transaction_type', 'month', 'transaction_count'])
    .expression(
      db
        .selectFrom('transactions')
        .select((eb) => [
          'group_id',
          'transaction_type',
          sql<string>`substr(date, 1, 7)`.as('month'),
          eb.fn.countAll().as('c'),
        ])
        .where('group_id', '=', groupId)
        .groupBy(['group_id', 'transaction_type', sql`substr(date, 1, 7)`]),
    )
    .execute();
  await db.deleteFrom('transaction_day_counts').where('group_id', '=', groupId).execute();
  await db
    .insertInto('transaction_day_counts')
    .columns(['group_id', 'transaction_type', 'date', 'transaction_count'])
    .expression(
      db
        .selectFrom('transactions')
        .select((eb) => ['group_id', 'transaction_type', 'date', eb.fn.countAll().as('c')])
        .where('group_id', '=', groupId)
        .groupBy(['group_id', 'transaction_type', 'date']),
    )
    .execute();
}

/** Budgets of every period type over the household, with 0-3 categories and a few currencies. */
async function budgets(
  db: Kysely<Database>,
  groupId: string,
  categoryIds: string[],
  createdBy: string,
  count: number,
) {
  const rates = createRatesService(db, { adminEmails: [] });
  await rates.seedIfEmpty();
  const book = await rates.book();
  const types = [
    PeriodType.Monthly,
    PeriodType.Monthly,
    PeriodType.Weekly,
    PeriodType.Daily,
    PeriodType.Yearly,
  ];
  for (let i = 0; i < count; i++) {
    const periodType = types[i % types.length] as number;
    // A third began more than ten years ago, so a date point ten years back finds budgets too.
    const daysAgo = i % 3 === 0 ? rng.int(10 * 365 + 10, 10 * 365 + 200) : rng.int(0, 9 * 365);
    const start = dayBefore(today, daysAgo);
    const row = {
      id: randomUUID(),
      group_id: groupId,
      name: `Budget ${String(i + 1).padStart(3, '0')}`,
      description: null,
      amount: rng.int(10, 5_000) * 100,
      currency: rng.pick([Currency.PLN, Currency.PLN, Currency.PLN, Currency.EUR, Currency.USD]),
      period_type: periodType,
      // Half the monthly budgets start on the 1st, as households' usually do.
      start_date:
        periodType === PeriodType.Monthly && i % 2 === 0 ? `${start.slice(0, 7)}-01` : start,
      end_date: i % 10 === 9 ? dayBefore(today, rng.int(0, daysAgo)) : null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('budgets').values(row).execute();
      const chosen = [
        ...new Set(Array.from({ length: rng.int(0, 3) }, () => rng.pick(categoryIds))),
      ];
      if (chosen.length > 0) {
        await trx
          .insertInto('budget_categories')
          .values(chosen.map((category_id) => ({ budget_id: row.id, category_id })))
          .execute();
      }
      await rebuildBudgetSpend(trx, book, row);
    });
    process.stdout.write(`\r  ${i + 1} / ${count} budgets`);
  }
  process.stdout.write('\n');
}

const started = Date.now();
const handle = openDatabase(args['database-url']);
try {
  await migrateToLatest(handle.db);
  const db = handle.db;
  const hash = await hashPassword(args.password);
  const benchUser = await user(db, args.email.toLowerCase(), 'bench', hash);
  const partner = await user(db, 'partner@example.com', 'partner', hash);
  const teenager = await user(db, 'teenager@example.com', 'teenager', hash);
  const neighbour = await user(db, 'neighbour@example.com', 'neighbour', hash);
  const { Owner, Member, Viewer } = MemberRole;

  console.log(`Seeding ${args['database-url'].replace(/:[^:@/]*@/, ':***@')}`);
  const household = await group(
    db,
    'Household',
    [
      [benchUser, Owner],
      [partner, Member],
      [teenager, Viewer],
    ],
    HOUSEHOLD_CATEGORIES,
  );
  await history(db, household.id, household.categoryIds, benchUser, total);
  await budgets(db, household.id, household.categoryIds, benchUser, Number(args.budgets));
  const holidays = await group(
    db,
    'Holiday fund',
    [
      [partner, Owner],
      [benchUser, Member],
    ],
    ['Flights', 'Hotels', 'Food', 'Trips'],
  );
  await history(
    db,
    holidays.id,
    holidays.categoryIds,
    partner,
    Math.max(1, Math.round(total / 500)),
  );
  // Another household on the same server: the bench user must never see it.
  const neighbours = await group(
    db,
    'Neighbours',
    [[neighbour, Owner]],
    HOUSEHOLD_CATEGORIES.slice(0, 8),
  );
  await history(
    db,
    neighbours.id,
    neighbours.categoryIds,
    neighbour,
    Math.max(1, Math.round(total / 50)),
  );

  await sql`analyze`.execute(db);
  console.log(
    `Done in ${Math.round((Date.now() - started) / 1000)} s. Sign in as ${args.email} / ${args.password}`,
  );
} finally {
  await handle.destroy();
}
