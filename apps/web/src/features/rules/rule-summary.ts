import {
  currencyCode,
  SplitMethod,
  type Rule,
  type RuleAction,
  type RuleCondition,
} from '@budget/contract';
import type { TFunction } from 'i18next';
import { formatAmount } from '@/lib/money.ts';

/** The names a rule's ids stand for, in the rule's group; a missing one reads 'deleted'. */
export interface RuleNames {
  categories: ReadonlyMap<string, string>;
  tags: ReadonlyMap<string, string>;
  members: ReadonlyMap<string, string>;
  accounts: ReadonlyMap<string, string>;
}

type T = TFunction<'rules'>;

const nameIn = (t: T, names: ReadonlyMap<string, string>, id: string) =>
  names.get(id) ?? t('summary.unknown');

function conditionText(t: T, condition: RuleCondition, names: RuleNames): string {
  switch (condition.kind) {
    case 'text':
      return t('summary.text', {
        field: t(`kind.${condition.field}`),
        op: t(`op.${condition.op}`),
        value: condition.value,
      });
    case 'amount':
      return t(`summary.amount.${condition.op}`, {
        amount: formatAmount(condition.amount),
        amountTo: formatAmount(condition.amountTo ?? 0),
      });
    case 'currency':
      return t('summary.currency', { currency: currencyCode(condition.currency) });
    case 'type':
      return t('summary.type', { type: t(`transactionType.${condition.transactionType}`) });
    case 'moneyAccount':
      return t('summary.account', { account: nameIn(t, names.accounts, condition.moneyAccountId) });
    case 'fileName':
      return t('summary.fileName', { value: condition.value });
  }
}

function actionText(t: T, action: RuleAction, names: RuleNames): string {
  switch (action.type) {
    case 'setCategories':
      return action.categoryIds.map((id) => nameIn(t, names.categories, id)).join(', ');
    case 'addTags':
      return action.tagIds.map((id) => `#${nameIn(t, names.tags, id)}`).join(', ');
    case 'setSharing': {
      const parts = action.paidBy
        ? [t('summary.paidBy', { name: nameIn(t, names.members, action.paidBy) })]
        : [];
      if (action.split)
        parts.push(
          t(action.split.method === SplitMethod.Equal ? 'summary.splitEqually' : 'summary.split'),
        );
      return parts.join(', ');
    }
    case 'rename':
      return t('summary.rename', { name: action.name });
    case 'setDescription':
      return action.description === null
        ? t('summary.clearDescription')
        : t('summary.description', { description: action.description });
  }
}

/** "Payee contains 'żabka' and Amount above 20.00": the conditions on one line. */
export function conditionsSummary(t: T, rule: Rule, names: RuleNames): string {
  const joiner = t(rule.matchMode === 'all' ? 'summary.and' : 'summary.or');
  return rule.conditions.map((condition) => conditionText(t, condition, names)).join(joiner);
}

/** "→ Food, #groceries, paid by Anna, split equally": what the rule sets, on one line. */
export function actionsSummary(t: T, rule: Rule, names: RuleNames): string {
  const parts = rule.actions.map((action) => actionText(t, action, names)).filter(Boolean);
  return t('summary.actions', { actions: parts.join(', ') });
}
