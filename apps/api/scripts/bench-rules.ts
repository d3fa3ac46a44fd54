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

/** What a benchmark's rules name: ids of the group's categories and tags, and a member. */
export interface BenchRuleTargets {
  categoryIds: readonly string[];
  tagIds: readonly string[];
  memberId: string;
  /** The text rule `index` looks for; by default a shop's name and the index ('Lidl 9'). */
  word?: (index: number) => string;
}

const shopWord = (index: number) => `${SHOPS[index % SHOPS.length]} ${index}`;

/**
 * Rule `index` of a benchmark's 200: text conditions of each kind on the name or payee (contains,
 * starts with, a regular expression) or an amount range, with a currency; the actions take turns
 * over every kind, each rule setting categories.
 */
export function benchRule(index: number, targets: BenchRuleTargets): RuleRequest {
  const word = (targets.word ?? shopWord)(index);
  const kind = index % 10;
  const text = (op: string, value: string) =>
    ({ kind: 'text', field: index % 2 ? 'name' : 'payee', op, value }) as const;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const condition =
    kind < 6
      ? text('contains', word)
      : kind === 6
        ? text('startsWith', word)
        : kind === 7
          ? text('matches', `^${escaped}\\b`)
          : { kind: 'amount', op: 'between', amount: index * 100, amountTo: index * 100 + 500 };
  const pick = (ids: readonly string[]) => ids[index % ids.length] ?? '';
  const actions: RuleRequest['actions'] = [
    { type: 'setCategories', categoryIds: [pick(targets.categoryIds)] },
  ];
  const extra = index % 5;
  if (extra === 1) actions.push({ type: 'addTags', tagIds: [pick(targets.tagIds)] });
  if (extra === 2) actions.push({ type: 'setSharing', paidBy: targets.memberId });
  if (extra === 3) actions.push({ type: 'rename', name: `${word} (renamed)` });
  if (extra === 4) actions.push({ type: 'setDescription', description: `Rule ${index}` });
  return {
    name: `Rule ${index}`,
    conditions: [condition as RuleRequest['conditions'][number], { kind: 'currency', currency: 0 }],
    actions,
  };
}

const ids = (prefix: string) => Array.from({ length: RULES }, (_, index) => `${prefix}${index}`);
const engineTargets = { categoryIds: ids('c'), tagIds: ids('t'), memberId: 'u1' };

function ruleAt(index: number): RuleDefinition {
  const parsed = ruleRequestSchema.parse(benchRule(index, engineTargets));
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

function main() {
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
}

// Imported by the import benchmark for its rules: only run as a script of its own.
if (import.meta.main) main();
