// `npm run bench:rules-apply -- [--transactions N] [--check] [--seeded FILE]`: rules applied to a group's existing
// transactions (docs/decisions.md, 'Rules') on SQLite: a household of 1,000,000 transactions
// seeded in a new database file, 200 rules of every kind, then the preview, the run and its undo,
// each timed; --check compares the derived rows with a rebuild after the run and the undo.
import {
  Currency,
  MemberRole,
  ruleRequestSchema,
  SplitMethod,
  type RuleRequest,
} from '@budget/contract';
import { sql } from 'kysely';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { createRatesService } from '../src/modules/currencies/rates.service.ts';
import { createRuleRunsService } from '../src/modules/rules/rule-runs.service.ts';
import { createWritePath, type WritePath } from '../src/modules/write-path/write-path.ts';
import { HOUSEHOLD_CATEGORIES, random } from './seed-data.ts';
import { history } from './seed-history.ts';
import { accessOf, group, user } from './seed-people.ts';

const { values: args } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000000' },
    check: { type: 'boolean', default: false },
    /** A seeded database file kept between runs (made when missing); each run works on a copy. */
    seeded: { type: 'string' },
  },
});
const COUNT = Number(args.transactions);
const RULES = 200;
/** Names the seed gives expenses (seed-data.ts): the first rules name them. */
const NAMES = [
  'Weekly shopping',
  'Bakery',
  'Petrol',
  'Pizza night',
  'Latte',
  'Dentist',
  'Hotel',
  'Electricity bill',
  'Train tickets',
  'Vitamins',
  'Novel',
  'Gym pass',
  'Plumber',
  'Notebooks',
];
const SHOPS = ['Żabka', 'Lidl', 'Biedronka', 'Orlen', 'Rossmann', 'Apteka', 'Kaufland', 'Netto'];

/**
 * Rule `i`: the first ones match seeded names under 300.00 (about 60% of those rows), the
 * rest are bench-rules.ts' mix (shops the seed never has, and amounts in PLN); every kind of
 * action among them.
 */
function ruleAt(i: number, ids: { categories: string[]; tags: string[]; partner: string }) {
  const named = NAMES[i];
  const word = `${SHOPS[i % SHOPS.length]} ${i}`;
  const field = i % 2 ? 'name' : 'payee';
  const kind = i % 10;
  // As bench-rules.ts: six in ten contain, one starts with, one matches, two take amounts.
  const condition: RuleRequest['conditions'][number] =
    kind < 6
      ? { kind: 'text', field, op: 'contains', value: word }
      : kind === 6
        ? { kind: 'text', field, op: 'startsWith', value: word }
        : kind === 7
          ? { kind: 'text', field, op: 'matches', value: `^${SHOPS[i % SHOPS.length]} ${i}\\b` }
          : { kind: 'amount', op: 'between', amount: i, amountTo: i + 5 };
  const conditions: RuleRequest['conditions'] = named
    ? [
        { kind: 'text', field: 'name', op: 'contains', value: named },
        { kind: 'amount', op: 'below', amount: 300 },
      ]
    : [condition, { kind: 'currency', currency: Currency.PLN }];
  const actions: RuleRequest['actions'] = [
    { type: 'setCategories', categoryIds: [ids.categories[i % ids.categories.length] as string] },
  ];
  if (i % 2 === 0)
    actions.push({ type: 'addTags', tagIds: [ids.tags[i % ids.tags.length] as string] });
  if (i % 3 === 0) actions.push({ type: 'rename', name: `${named ?? word} (shop)` });
  if (i % 5 === 0) actions.push({ type: 'setDescription', description: `Rule ${i}` });
  if (i % 4 === 1)
    actions.push({
      type: 'setSharing',
      paidBy: ids.partner,
      split: { method: SplitMethod.Equal, parts: [{ userId: ids.partner, value: 1 }] },
    });
  return ruleRequestSchema.parse({ name: `Rule ${i}`, conditions, actions });
}

/** Wall seconds, and this process's CPU seconds (SQLite runs inside it): a loaded host shows. */
async function timed<T>(run: () => Promise<T>): Promise<[T, string]> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / 1000;
  return [result, `${wall.toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`];
}

async function check(writes: WritePath, groupId: string, after: string) {
  if (!args.check) return;
  const [differences, seconds] = await timed(() => writes.checkGroup(groupId, false));
  if (differences.length > 0) throw new Error(`${differences.length} derived rows differ ${after}`);
  console.log(`derived rows equal a rebuild ${after} (checked in ${seconds})`);
}

/** The household: two members, the seed's categories, five tags and `COUNT` transactions. */
async function seed(file: string) {
  const handle = openDatabase(`sqlite:${file}`);
  try {
    const { db } = handle;
    await migrateToLatest(db);
    const rates = createRatesService(db, { adminEmails: [] });
    const writes = createWritePath(db, rates);
    await rates.seedIfEmpty();
    const owner = await user(db, 'bench@example.com', 'bench', 'x');
    const partner = await user(db, 'partner@example.com', 'partner', 'x');
    const members: [string, number][] = [
      [owner, MemberRole.Owner],
      [partner, MemberRole.Member],
    ];
    const household = await group(db, writes, 'Household', members, HOUSEHOLD_CATEGORIES);
    const [, seconds] = await timed(() =>
      history(writes, {
        rng: random(20_240_129),
        groupId: household.id,
        categoryIds: household.categoryIds,
        createdBy: owner,
        count: COUNT,
        sharers: [owner, partner],
      }),
    );
    console.log(`seeded ${COUNT.toLocaleString('en-US')} transactions in ${seconds}`);
    for (const name of ['Shop', 'Car', 'Food', 'Trip', 'Home'])
      await writes.createTag(household.owner, household.id, name);
    await sql`analyze`.execute(db);
  } finally {
    await handle.destroy();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-rules-apply-'));
const seeded = args.seeded ?? join(dir, 'seeded.db');
if (!existsSync(seeded)) await seed(seeded);
copyFileSync(seeded, join(dir, 'bench.db'));
const handle = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
try {
  const { db } = handle;
  const rates = createRatesService(db, { adminEmails: [] });
  const writes = createWritePath(db, rates);
  const household = await db
    .selectFrom('groups')
    .select('id')
    .where('name', '=', 'Household')
    .executeTakeFirstOrThrow();
  const idsOf = async (table: 'categories' | 'tags') =>
    (await db.selectFrom(table).select('id').where('group_id', '=', household.id).execute()).map(
      (row) => row.id,
    );
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  const access = await accessOf(db, await userId('bench@example.com'));
  const partner = await userId('partner@example.com');
  const ids = { categories: await idsOf('categories'), tags: await idsOf('tags'), partner };
  for (let i = 0; i < RULES; i++) await writes.createRule(access, household.id, ruleAt(i, ids));

  const loadBefore = loadavg().map((n) => n.toFixed(2));
  const runs = createRuleRunsService({ db, writes });
  console.log(`${RULES} rules x ${COUNT.toLocaleString('en-US')} transactions (SQLite)`);
  const [preview, previewSeconds] = await timed(() => runs.preview(access, household.id, {}));
  console.log(
    `preview: ${previewSeconds}; examined ${preview.examined}, changed ${preview.changed}`,
  );
  const [run, applySeconds] = await timed(() => runs.apply(access, household.id, {}));
  console.log(`apply: ${applySeconds}; changed ${run.changedCount}`);
  await check(writes, household.id, 'after the run');
  const [undone, undoSeconds] = await timed(() => runs.undo(access, household.id, run.id));
  console.log(`undo: ${undoSeconds}; restored ${undone.restored}`);
  await check(writes, household.id, 'after the undo');
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(`load average before: ${loadBefore.join(' ')}, after: ${load.join(' ')}`);
} finally {
  await handle.destroy();
  rmSync(dir, { recursive: true, force: true });
}
