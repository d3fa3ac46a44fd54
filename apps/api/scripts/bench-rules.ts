// `npm run bench:rules`: the rules engine over an import preview's worth of rows (docs/decisions.md,
// 'Rules'): 200 rules of every kind on 100,000 rows, against a plain loop doing the same text
// look-ups on the same rows, so the engine's own cost (folding, closures, outcomes) shows.
import { ruleRequestSchema, searchKey, type RuleRequest } from '@budget/contract';
import {
  compileRules,
  runRules,
  type RuleDefinition,
  type RuleSubject,
} from '../src/modules/rules/rules-engine.ts';

const RULES = 200;
const ROWS = 100_000;
const SHOPS = ['Żabka', 'Lidl', 'Biedronka', 'Orlen', 'Rossmann', 'Apteka', 'Kaufland', 'Netto'];

function ruleAt(index: number): RuleDefinition {
  const word = `${SHOPS[index % SHOPS.length]} ${index}`;
  const kind = index % 10;
  const text = (op: string, value: string) =>
    ({ kind: 'text', field: index % 2 ? 'name' : 'payee', op, value }) as const;
  const condition =
    kind < 6
      ? text('contains', word)
      : kind === 6
        ? text('startsWith', word)
        : kind === 7
          ? text('matches', `^${SHOPS[index % SHOPS.length]} ${index}\\b`)
          : { kind: 'amount', op: 'between', amount: index, amountTo: index + 5 };
  const request: RuleRequest = {
    name: `Rule ${index}`,
    conditions: [condition as RuleRequest['conditions'][number], { kind: 'currency', currency: 0 }],
    actions: [{ type: 'setCategories', categoryIds: [`c${index}`] }],
  };
  const parsed = ruleRequestSchema.parse(request);
  return { id: `r${index}`, enabled: true, matchMode: 'all', ...parsed };
}

function rowAt(index: number): RuleSubject {
  const shop = SHOPS[index % SHOPS.length] ?? '';
  return {
    name: `${shop.toUpperCase()} ${index % 300} KARTA 1234 WARSZAWA`,
    description: `Płatność kartą ${index}`,
    payee: `${shop} sp. z o.o. ${index % 300}`,
    amountMinor: (index % 50_000) + 1,
    currency: index % 3,
    transactionType: 0,
    moneyAccountId: null,
    fileName: 'wyciag.csv',
  };
}

const rules = Array.from({ length: RULES }, (_, index) => ruleAt(index));
const rows = Array.from({ length: ROWS }, (_, index) => rowAt(index));

let started = performance.now();
const compiled = compileRules(rules);
let matched = 0;
for (const row of rows) matched += runRules(compiled, row).matched.length;
const engineSeconds = (performance.now() - started) / 1000;

// The plain loop: each row's two texts folded once, then every rule's text looked up in them.
const wanted = rules.map((_, index) => searchKey(`${SHOPS[index % SHOPS.length]} ${index}`));
started = performance.now();
let found = 0;
for (const row of rows) {
  const name = searchKey(row.name);
  const payee = searchKey(row.payee ?? '');
  for (const [index, text] of wanted.entries()) {
    if ((index % 2 ? name : payee).includes(text)) found += 1;
  }
}
const plainSeconds = (performance.now() - started) / 1000;

console.log(`${RULES} rules x ${ROWS.toLocaleString('en-US')} rows`);
console.log(`engine: ${engineSeconds.toFixed(2)} s (${matched} matches)`);
console.log(`plain loop of text look-ups: ${plainSeconds.toFixed(2)} s (${found} found)`);
console.log(`engine / plain: ${(engineSeconds / plainSeconds).toFixed(1)}x`);
