import { ruleRequestSchema, type RuleRequest } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { PATTERN_INVALID, PATTERN_TOO_COMPLEX, foldPattern } from './rule-patterns.ts';
import { compileRules, runRules, type RuleDefinition, type RuleSubject } from './rules-engine.ts';

let next = 0;
/** A rule as the contract reads it, with an id. */
function rule(request: RuleRequest): RuleDefinition {
  const parsed = ruleRequestSchema.parse(request);
  next += 1;
  return {
    id: `r${next}`,
    name: parsed.name,
    enabled: parsed.enabled ?? true,
    matchMode: parsed.matchMode ?? 'all',
    conditions: parsed.conditions,
    actions: parsed.actions,
  };
}

const subject = (facts: Partial<RuleSubject>): RuleSubject => ({
  name: '',
  description: null,
  payee: null,
  amountMinor: null,
  currency: null,
  transactionType: null,
  moneyAccountId: null,
  fileName: null,
  ...facts,
});

type TextOp = 'contains' | 'equals' | 'startsWith' | 'matches';
const nameHas = (value: string, op: TextOp = 'contains') =>
  ({ kind: 'text', field: 'name', op, value }) as const;
const categories = (...categoryIds: string[]) => ({ type: 'setCategories', categoryIds }) as const;
const ran = (rules: RuleDefinition[], facts: Partial<RuleSubject>) =>
  runRules(compileRules(rules), subject(facts));

describe('rules engine', () => {
  it('compares texts without case or accents, as the search does', () => {
    const shop = rule({ name: 'Shop', conditions: [nameHas('żabka')], actions: [categories('c')] });
    for (const name of ['ŻABKA Z1234', 'zabka', 'Sklep Żabka']) {
      expect(ran([shop], { name }).matched).toEqual([{ id: shop.id, name: 'Shop' }]);
    }
    expect(ran([shop], { name: 'Biedronka' }).matched).toEqual([]);
    const exact = rule({
      name: 'Exact',
      conditions: [nameHas('Zabka', 'equals')],
      actions: [categories('c')],
    });
    expect(ran([exact], { name: ' ŻABKA ' }).matched).toHaveLength(1);
    expect(ran([exact], { name: 'Żabka 2' }).matched).toHaveLength(0);
    const starts = rule({
      name: 'Start',
      conditions: [nameHas('stra', 'startsWith')],
      actions: [categories('c')],
    });
    expect(ran([starts], { name: 'Straße 1' }).matched).toHaveLength(1);
    expect(ran([starts], { name: 'Die Straße' }).matched).toHaveLength(0);
  });

  it('matches regular expressions on the folded text, escapes as written', () => {
    const card = rule({
      name: 'Card',
      conditions: [nameHas('^ŻABKA Z\\d{3,}$', 'matches')],
      actions: [categories('c')],
    });
    expect(ran([card], { name: 'Zabka Z1234' }).matched).toHaveLength(1);
    expect(ran([card], { name: 'zabka zabc' }).matched).toHaveLength(0);
    expect(foldPattern('\\D\\p{Lu}Ł\\x{17B}')).toBe('\\D\\p{Lu}l\\x{17B}');
    expect(foldPattern('\\pLŁ\\PNx')).toBe('\\pLl\\PNx');
    // A dash of any kind is the text's hyphen, and stays a literal inside a class.
    expect(foldPattern('[a–z]')).toBe('[a\\-z]');
    const route = rule({
      name: 'Route',
      conditions: [nameHas('wien[–]salzburg', 'matches')],
      actions: [categories('c')],
    });
    expect(ran([route], { name: 'ÖBB Wien—Salzburg' }).matched).toHaveLength(1);
    expect(ran([route], { name: 'Wien Salzburg' }).matched).toHaveLength(0);
    // A pattern a backtracking engine takes exponential time over is answered at once.
    const evil = rule({
      name: 'Evil',
      conditions: [nameHas('(a+)+$', 'matches')],
      actions: [categories('c')],
    });
    expect(ran([evil], { name: `${'a'.repeat(90)}!` }).matched).toHaveLength(0);
    expect(ran([evil], { name: 'a'.repeat(90) }).matched).toHaveLength(1);
  });

  it('refuses patterns it cannot run in linear time, or too large', () => {
    const compiled = (value: string) => () =>
      compileRules([
        rule({ name: 'P', conditions: [nameHas(value, 'matches')], actions: [categories('c')] }),
      ]);
    expect(compiled('(?=a)b')).toThrow(PATTERN_INVALID);
    expect(compiled('(a)\\1')).toThrow(PATTERN_INVALID);
    expect(compiled('(a')).toThrow(PATTERN_INVALID);
    expect(compiled('(x{1000}){3}')).toThrow(PATTERN_INVALID);
    expect(compiled('x{1000}y{1000}z{1000}')).toThrow(PATTERN_TOO_COMPLEX);
  });

  it('compares amounts in minor units: equal, above, below, between both ends', () => {
    const amount = (op: string, amount: number, amountTo?: number) =>
      rule({
        name: `${op} ${amount}`,
        conditions: [{ kind: 'amount', op: op as 'equals', amount, amountTo }],
        actions: [categories('c')],
      });
    const cases: [RuleDefinition, number, boolean][] = [
      [amount('equals', 4.35), 435, true],
      [amount('equals', 4.35), 436, false],
      [amount('above', 100), 10_000, false],
      [amount('above', 100), 10_001, true],
      [amount('below', 100), 9_999, true],
      [amount('between', 10, 20), 1_000, true],
      [amount('between', 10, 20), 2_000, true],
      [amount('between', 10, 20), 2_001, false],
    ];
    for (const [each, amountMinor, matches] of cases) {
      expect(ran([each], { amountMinor }).matched.length, each.name).toBe(matches ? 1 : 0);
    }
    expect(ran([amount('below', 100)], {}).matched).toEqual([]);
  });

  it('holds every condition with all, one with any; other facts compared as they are', () => {
    const conditions = [
      { kind: 'currency', currency: 1 },
      { kind: 'type', transactionType: 0 },
      { kind: 'moneyAccount', moneyAccountId: 'acc' },
      { kind: 'fileName', value: 'mbank' },
    ] as const;
    const all = rule({ name: 'All', conditions: [...conditions], actions: [categories('c')] });
    const any = rule({
      name: 'Any',
      matchMode: 'any',
      conditions: [...conditions],
      actions: [categories('d')],
    });
    const every = {
      currency: 1,
      transactionType: 0,
      moneyAccountId: 'acc',
      fileName: 'MBANK-2026.csv',
    };
    expect(ran([all, any], every).matched.map((r) => r.name)).toEqual(['All', 'Any']);
    expect(ran([all, any], { ...every, currency: 2 }).matched.map((r) => r.name)).toEqual(['Any']);
    expect(ran([all, any], { fileName: 'mbank.csv' }).matched.map((r) => r.name)).toEqual(['Any']);
    expect(ran([all, any], {}).matched).toEqual([]);
  });

  it('lets the first matching rule set each field, adds up tags, skips disabled rules', () => {
    const first = rule({
      name: 'First',
      conditions: [nameHas('lidl')],
      actions: [
        categories('food'),
        { type: 'addTags', tagIds: ['t1'] },
        { type: 'rename', name: 'Lidl' },
      ],
    });
    const off = rule({
      name: 'Off',
      enabled: false,
      conditions: [nameHas('lidl')],
      actions: [{ type: 'setDescription', description: 'x' }],
    });
    const second = rule({
      name: 'Second',
      conditions: [nameHas('lidl')],
      actions: [
        categories('other'),
        { type: 'addTags', tagIds: ['t2', 't1'] },
        { type: 'setDescription', description: null },
        {
          type: 'setSharing',
          paidBy: 'u1',
          split: { method: 1, parts: [{ userId: 'u1', value: 2 }] },
        },
      ],
    });
    const refs = {
      first: { id: first.id, name: 'First' },
      second: { id: second.id, name: 'Second' },
    };
    expect(ran([first, off, second], { name: 'LIDL 123' })).toEqual({
      matched: [refs.first, refs.second],
      categoryIds: { value: ['food'], rule: refs.first },
      tagIds: [
        { tagId: 't1', rule: refs.first },
        { tagId: 't2', rule: refs.second },
      ],
      paidBy: { value: 'u1', rule: refs.second },
      split: { value: { method: 1, parts: [{ userId: 'u1', value: 2 }] }, rule: refs.second },
      // Conditions read the name as it came, not as the first rule renamed it.
      name: { value: 'Lidl', rule: refs.first },
      description: { value: null, rule: refs.second },
    });
  });
});
