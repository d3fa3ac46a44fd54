// npm run doctor -- [--database-url URL] [--fix] [--show N]
// Recomputes every group's derived data (running totals, day and month counts, budget spend per
// day and per period) from its raw rows, reports each stored row that differs, and with --fix
// rewrites them. Each group is checked under its write lock: writes to it wait meanwhile. On
// SQLite it also checks the search's trigram index against the rows' text (--fix rebuilds it).
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { createRatesService } from '../src/modules/currencies/rates.service.ts';
import { checkSearchIndex } from '../src/modules/transactions/text-search.ts';
import { createWritePath, type Difference } from '../src/modules/write-path/write-path.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'sqlite:./data/budget.db',
    },
    fix: { type: 'boolean', default: false },
    show: { type: 'string', default: '20' },
  },
});
const show = Number(args.show);

function describe(difference: Difference): string {
  const { table, key, stored, expected } = difference;
  return `  ${table} ${key}: stored ${stored ?? '(missing)'}, expected ${expected ?? '(none)'}`;
}

const handle = openDatabase(args['database-url']);
let total = 0;
try {
  await migrateToLatest(handle.db);
  const rates = createRatesService(handle.db, { adminEmails: [] });
  const writes = createWritePath(handle.db, rates);
  rates.onImport((fromDay) => writes.rekeyAfterRatesImport(fromDay));
  const groupIds = await writes.allGroupIds();
  console.log(
    `Checking ${groupIds.length} group(s) in ${args['database-url'].replace(/:[^:@/]*@/, ':***@')}${args.fix ? ', repairing' : ''}`,
  );
  for (const groupId of groupIds) {
    const started = Date.now();
    const differences = await writes.checkGroup(groupId, args.fix);
    total += differences.length;
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const verdict = differences.length === 0 ? 'ok' : `${differences.length} difference(s)`;
    console.log(`group ${groupId}: ${verdict} (${took})`);
    for (const difference of differences.slice(0, show)) console.log(describe(difference));
    if (differences.length > show) console.log(`  ... and ${differences.length - show} more`);
  }
  const searchIndex = await checkSearchIndex(handle.db, args.fix);
  if (searchIndex === false) {
    total += 1;
    console.log(`search index: differs from the rows' text${args.fix ? ', rebuilt' : ''}`);
  } else if (searchIndex) console.log('search index: ok');
  const outcome = args.fix ? 'repaired' : 'found (run again with --fix to repair them)';
  console.log(total === 0 ? 'No differences.' : `${total} difference(s) ${outcome}.`);
} finally {
  await handle.destroy();
}
// Differences left unrepaired are a failure a script or a cron job can see.
process.exitCode = total > 0 && !args.fix ? 1 : 0;
