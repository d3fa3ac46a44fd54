import {
  searchKey,
  type RuleAction,
  type RuleCondition,
  type RuleMatchMode,
  type RulePreview,
  type RuleRef,
} from '@budget/contract';
import { toMinorUnits } from '../../lib/money.ts';
import { compilePattern } from './rule-patterns.ts';

/**
 * The rules engine (docs/decisions.md, 'Rules'): pure, no database. Rules are compiled once (a
 * request's, an import preview's) and then run on any number of transactions: a draft being
 * entered, each row of an import preview, a recurring occurrence.
 */

/** What rules look at; a fact that is missing (null) holds no condition on it. */
export interface RuleSubject {
  name: string;
  description: string | null;
  payee: string | null;
  /** Without its sign, in minor units of `currency`. */
  amountMinor: number | null;
  currency: number | null;
  transactionType: number | null;
  moneyAccountId: string | null;
  /** The imported file the row came from. */
  fileName: string | null;
}

export interface RuleDefinition {
  id: string;
  name: string;
  enabled: boolean;
  matchMode: RuleMatchMode;
  conditions: RuleCondition[];
  actions: RuleAction[];
}

type TextField = 'name' | 'description' | 'payee' | 'fileName';
/** The subject's texts as compared: `searchKey` of each, trimmed (null when missing). */
type Keys = Record<TextField, string | null>;
type Test = (subject: RuleSubject, keys: Keys) => boolean;

interface CompiledRule {
  ref: RuleRef;
  test: Test;
  actions: RuleAction[];
}

export interface CompiledRules {
  rules: CompiledRule[];
  /** The texts some condition reads: only these are folded for each subject. */
  fields: TextField[];
  /** Texts folded so far: a bank's rows repeat their payees (and a payee is often the name). */
  folded: Map<string, string>;
}

/** The most folded texts remembered per compiled set; past it they are forgotten at once. */
const FOLDED_MAX = 20_000;

const keyOf = (text: string) => searchKey(text).trim();

function textTest(condition: Extract<RuleCondition, { kind: 'text' | 'fileName' }>): Test {
  const field: TextField = condition.kind === 'fileName' ? 'fileName' : condition.field;
  const op = condition.kind === 'fileName' ? 'contains' : condition.op;
  if (op === 'matches') {
    const matches = compilePattern(condition.value);
    return (_, keys) => keys[field] !== null && matches(keys[field]);
  }
  const wanted = keyOf(condition.value);
  if (op === 'equals') return (_, keys) => keys[field] === wanted;
  if (op === 'startsWith') return (_, keys) => keys[field]?.startsWith(wanted) ?? false;
  return (_, keys) => keys[field]?.includes(wanted) ?? false;
}

function amountTest(condition: Extract<RuleCondition, { kind: 'amount' }>): Test {
  const low = toMinorUnits(condition.amount);
  const high = toMinorUnits(condition.amountTo ?? condition.amount);
  const inRange = {
    equals: (amount: number) => amount === low,
    above: (amount: number) => amount > low,
    below: (amount: number) => amount < low,
    between: (amount: number) => amount >= low && amount <= high,
  }[condition.op];
  return (subject) => subject.amountMinor !== null && inRange(subject.amountMinor);
}

function conditionTest(condition: RuleCondition): Test {
  switch (condition.kind) {
    case 'text':
    case 'fileName':
      return textTest(condition);
    case 'amount':
      return amountTest(condition);
    case 'currency':
      return (subject) => subject.currency === condition.currency;
    case 'type':
      return (subject) => subject.transactionType === condition.transactionType;
    case 'moneyAccount':
      return (subject) => subject.moneyAccountId === condition.moneyAccountId;
  }
}

function ruleTest(rule: RuleDefinition): Test {
  const tests = rule.conditions.map(conditionTest);
  // Only a rule that lost its last condition (its account deleted) has none: it matches nothing.
  if (tests.length === 0) return () => false;
  if (rule.matchMode === 'any') return (subject, keys) => tests.some((t) => t(subject, keys));
  return (subject, keys) => tests.every((t) => t(subject, keys));
}

/**
 * The enabled rules, in the order given, ready to run; a regular expression rules refuse throws
 * RulePatternError (rules are checked when saved, so a stored rule never does).
 */
export function compileRules(rules: readonly RuleDefinition[]): CompiledRules {
  const fields = new Set<TextField>();
  const compiled: CompiledRule[] = [];
  for (const rule of rules) {
    for (const condition of rule.conditions) {
      if (condition.kind === 'text') fields.add(condition.field);
      if (condition.kind === 'fileName') fields.add('fileName');
    }
    if (!rule.enabled) continue;
    const ref = { id: rule.id, name: rule.name };
    compiled.push({ ref, test: ruleTest(rule), actions: rule.actions });
  }
  return { rules: compiled, fields: [...fields], folded: new Map() };
}

function folded(compiled: CompiledRules, text: string): string {
  let key = compiled.folded.get(text);
  if (key === undefined) {
    if (compiled.folded.size >= FOLDED_MAX) compiled.folded.clear();
    key = keyOf(text);
    compiled.folded.set(text, key);
  }
  return key;
}

function keysOf(subject: RuleSubject, compiled: CompiledRules): Keys {
  const keys: Keys = { name: null, description: null, payee: null, fileName: null };
  for (const field of compiled.fields) {
    const text = subject[field];
    keys[field] = text === null ? null : folded(compiled, text);
  }
  return keys;
}

const nothingSet = (): RulePreview => ({
  matched: [],
  categoryIds: null,
  tagIds: [],
  paidBy: null,
  split: null,
  name: null,
  description: null,
});

/** Writes what one matching rule's actions set into `outcome`: the first rule to set a field wins. */
function apply(outcome: RulePreview, rule: RuleRef, actions: readonly RuleAction[]): void {
  for (const action of actions) {
    switch (action.type) {
      case 'setCategories':
        outcome.categoryIds ??= { value: [...action.categoryIds], rule };
        break;
      case 'addTags':
        for (const tagId of action.tagIds) {
          if (!outcome.tagIds.some((tag) => tag.tagId === tagId))
            outcome.tagIds.push({ tagId, rule });
        }
        break;
      case 'setSharing':
        if (action.paidBy) outcome.paidBy ??= { value: action.paidBy, rule };
        if (action.split) outcome.split ??= { value: action.split, rule };
        break;
      case 'rename':
        outcome.name ??= { value: action.name, rule };
        break;
      case 'setDescription':
        outcome.description ??= { value: action.description, rule };
        break;
    }
  }
}

/**
 * What the rules set on one transaction. Every condition reads the transaction as it came, not
 * as an earlier rule changed it, so the outcome does not depend on which rule renamed it.
 */
export function runRules(compiled: CompiledRules, subject: RuleSubject): RulePreview {
  const outcome = nothingSet();
  const keys = keysOf(subject, compiled);
  for (const rule of compiled.rules) {
    if (!rule.test(subject, keys)) continue;
    outcome.matched.push(rule.ref);
    apply(outcome, rule.ref, rule.actions);
  }
  return outcome;
}
