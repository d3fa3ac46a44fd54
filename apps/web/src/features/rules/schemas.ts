import {
  createCategoryRequestSchema,
  ruleActionSchema,
  RULE_MATCH_MODES,
  ruleRequestSchema,
  SplitMethod,
  TransactionType,
  type Rule,
  type RuleAction,
  type RuleCondition,
  type RuleRequest,
} from '@budget/contract';
import { z } from 'zod';
import { readAmount } from '@/lib/amount-text.ts';

export const CONDITION_KINDS = [
  'name',
  'description',
  'payee',
  'amount',
  'currency',
  'type',
  'moneyAccount',
  'fileName',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
export const ACTION_TYPES = ruleActionSchema.options.map(
  (option) => option.shape.type.value,
) as readonly RuleAction['type'][];

/**
 * One condition row as typed: every box of every kind (the row shows those of its kind); the
 * text ones (name, description, payee) are one kind each, as the user reads them.
 */
export interface ConditionDraft {
  kind: ConditionKind;
  op: string;
  value: string;
  amount: string;
  amountTo: string;
  currency: number | undefined;
  transactionType: number;
  moneyAccountId: string;
}

/** One action row as typed; sharing is kept simple: who paid, and an equal split or not. */
export interface ActionDraft {
  type: RuleAction['type'];
  categoryIds: string[];
  tagIds: string[];
  paidBy: string;
  splitEqually: boolean;
  name: string;
  description: string;
}

export const emptyCondition = (kind: ConditionKind = 'payee'): ConditionDraft => ({
  kind,
  op: kind === 'amount' ? 'above' : 'contains',
  value: '',
  amount: '',
  amountTo: '',
  currency: undefined,
  transactionType: TransactionType.Expense,
  moneyAccountId: '',
});

export const emptyAction = (type: RuleAction['type'] = 'setCategories'): ActionDraft => ({
  type,
  categoryIds: [],
  tagIds: [],
  paidBy: '',
  splitEqually: false,
  name: '',
  description: '',
});

/** A typed amount: empty is missing (the contract's message), else the number written. */
const amountOf = (text: string) => (text.trim() === '' ? undefined : readAmount(text));

function toCondition(draft: ConditionDraft): unknown {
  switch (draft.kind) {
    case 'amount':
      return {
        kind: 'amount',
        op: draft.op,
        amount: amountOf(draft.amount),
        amountTo: draft.op === 'between' ? amountOf(draft.amountTo) : null,
      };
    case 'currency':
      return { kind: 'currency', currency: draft.currency };
    case 'type':
      return { kind: 'type', transactionType: draft.transactionType };
    case 'moneyAccount':
      return { kind: 'moneyAccount', moneyAccountId: draft.moneyAccountId };
    case 'fileName':
      return { kind: 'fileName', value: draft.value };
    default:
      return { kind: 'text', field: draft.kind, op: draft.op, value: draft.value };
  }
}

/** An equal split counts each chosen member once: here every member of the group. */
function toAction(draft: ActionDraft, memberIds: readonly string[]): unknown {
  switch (draft.type) {
    case 'setCategories':
      return { type: draft.type, categoryIds: draft.categoryIds };
    case 'addTags':
      return { type: draft.type, tagIds: draft.tagIds };
    case 'setSharing':
      return {
        type: draft.type,
        paidBy: draft.paidBy || null,
        split: draft.splitEqually
          ? { method: SplitMethod.Equal, parts: memberIds.map((userId) => ({ userId, value: 1 })) }
          : null,
      };
    case 'rename':
      return { type: draft.type, name: draft.name };
    case 'setDescription':
      return { type: draft.type, description: draft.description.trim() || null };
  }
}

/**
 * The rule form: the drafts become the contract's conditions and actions, checked by its
 * schemas, so a message lands on the box it is about (`conditions.0.value`), as the server's do.
 * The boxes are checked once, after the drafts are read (a first check of the name would stop
 * zod before the rows', so an empty form would tell its faults in two rounds).
 */
export function ruleFormSchema(membersOf: (groupId: string) => readonly string[]) {
  return z
    .object({
      groupId: z.string(),
      name: z.string(),
      enabled: z.boolean(),
      matchMode: z.enum(RULE_MATCH_MODES),
      conditions: z.array(z.custom<ConditionDraft>()),
      actions: z.array(z.custom<ActionDraft>()),
    })
    .transform(({ conditions, actions, ...rest }) => ({
      ...rest,
      conditions: conditions.map(toCondition),
      actions: actions.map((action) => toAction(action, membersOf(rest.groupId))),
    }))
    .pipe(
      ruleRequestSchema.extend({
        groupId: createCategoryRequestSchema.shape.groupId,
        enabled: z.boolean(),
        matchMode: z.enum(RULE_MATCH_MODES),
      }),
    );
}
export type RuleFormInput = z.input<ReturnType<typeof ruleFormSchema>>;
export type RuleFormOutput = z.output<ReturnType<typeof ruleFormSchema>>;

export function conditionDraftOf(condition: RuleCondition): ConditionDraft {
  const draft = emptyCondition();
  switch (condition.kind) {
    case 'text':
      return { ...draft, kind: condition.field, op: condition.op, value: condition.value };
    case 'amount':
      return {
        ...draft,
        kind: 'amount',
        op: condition.op,
        amount: String(condition.amount),
        amountTo:
          condition.amountTo === null || condition.amountTo === undefined
            ? ''
            : String(condition.amountTo),
      };
    case 'currency':
      return { ...draft, kind: 'currency', currency: condition.currency };
    case 'type':
      return { ...draft, kind: 'type', transactionType: condition.transactionType };
    case 'moneyAccount':
      return { ...draft, kind: 'moneyAccount', moneyAccountId: condition.moneyAccountId };
    case 'fileName':
      return { ...draft, kind: 'fileName', value: condition.value };
  }
}

export function actionDraftOf(action: RuleAction): ActionDraft {
  const draft = emptyAction(action.type);
  switch (action.type) {
    case 'setCategories':
      return { ...draft, categoryIds: action.categoryIds };
    case 'addTags':
      return { ...draft, tagIds: action.tagIds };
    case 'setSharing':
      return { ...draft, paidBy: action.paidBy ?? '', splitEqually: Boolean(action.split) };
    case 'rename':
      return { ...draft, name: action.name };
    case 'setDescription':
      return { ...draft, description: action.description ?? '' };
  }
}

/** The form's values for a new rule (in `groupId`) or one being edited. */
export function ruleFormValues(rule: Rule | null, groupId: string): RuleFormInput {
  if (!rule)
    return {
      groupId,
      name: '',
      enabled: true,
      matchMode: 'all',
      conditions: [emptyCondition()],
      actions: [emptyAction()],
    };
  return {
    groupId: rule.groupId,
    name: rule.name,
    enabled: rule.enabled,
    matchMode: rule.matchMode,
    conditions: rule.conditions.map(conditionDraftOf),
    actions: rule.actions.map(actionDraftOf),
  };
}

/** The request of the form's checked values. */
export const ruleRequestOf = ({ groupId: _group, ...rule }: RuleFormOutput): RuleRequest => rule;
