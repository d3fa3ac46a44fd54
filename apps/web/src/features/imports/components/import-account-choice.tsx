import type { MoneyAccount } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { MoneyAccountSelect } from '@/components/money-account-select.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { formatIdentifier, type AccountPlan, type StatementChoice } from '../account-choices.ts';

/** "Closing balance 1,234.00 PLN on 30 Apr 2026 · 3 rows", or that the file gives none. */
function ClosingText({ statement }: { statement: StatementChoice['statement'] }) {
  const { t } = useTranslation('imports');
  const rows = t('accounts.rows', { count: statement.rows });
  if (statement.closingBalance === null || statement.closingDate === null) {
    return `${t('accounts.noClosing')} · ${rows}`;
  }
  const closing = t('accounts.closing', {
    amount: formatMoney(statement.closingBalance, statement.currency),
    date: formatDay(statement.closingDate),
  });
  return `${closing} · ${rows}`;
}

/** The one account for the rows naming none (`plan.single`). */
function SingleChoice({
  label,
  description,
  className,
  plan,
  accounts,
  disabled,
  onPick,
}: {
  label: string;
  description?: string;
  className: string;
  plan: AccountPlan;
  accounts: readonly MoneyAccount[];
  disabled: boolean;
  onPick: (identifier: null, moneyAccountId: string) => void;
}) {
  const { t } = useTranslation('imports');
  return (
    <FormItem label={label} description={description} className={className}>
      <MoneyAccountSelect
        accounts={accounts}
        value={plan.single}
        onChange={(id) => onPick(null, id)}
        placeholder={t('accounts.placeholder')}
        disabled={disabled}
      />
    </FormItem>
  );
}

/**
 * Which of the group's money accounts the file's rows go into: one select per account the file
 * names (an OFX of three accounts asks three times), preselected with the account that has its
 * identifier, each with the bank's closing balance; for the rows naming none (a whole CSV file,
 * or statements of a file that names other accounts), one 'Money account' select in a group of
 * two open accounts or more (docs/decisions.md, 'Import').
 */
export function ImportAccountChoice({
  plan,
  accounts,
  showMissing,
  disabled,
  onPick,
}: {
  plan: AccountPlan;
  accounts: readonly MoneyAccount[];
  showMissing: boolean;
  disabled: boolean;
  onPick: (identifier: string | null, moneyAccountId: string) => void;
}) {
  const { t } = useTranslation('imports');
  if (accounts.length === 0) return null;
  if (plan.statements.length === 0) {
    if (!plan.asksSingle) return null;
    return (
      <SingleChoice
        label={t('accounts.single')}
        className="max-w-sm"
        plan={plan}
        accounts={accounts}
        disabled={disabled}
        onPick={onPick}
      />
    );
  }
  return (
    <section className="grid gap-3" aria-labelledby="import-accounts-title">
      <div className="grid gap-1">
        <h3 id="import-accounts-title" className="text-sm font-medium">
          {t('accounts.title', { count: plan.statements.length + (plan.asksSingle ? 1 : 0) })}
        </h3>
        <p className="text-xs text-muted-foreground">{t('accounts.hint')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {plan.statements.map(({ statement, moneyAccountId }) => {
          const identifier = formatIdentifier(statement.identifier);
          return (
            <FormItem
              key={statement.identifier}
              className="rounded-lg border p-3"
              label={
                <span className="min-w-0 leading-snug break-words">
                  {t('accounts.inFile')} <span className="font-mono">{identifier}</span>
                </span>
              }
              description={<ClosingText statement={statement} />}
              error={showMissing && !moneyAccountId ? t('accounts.missing') : undefined}
            >
              <MoneyAccountSelect
                accounts={accounts}
                value={moneyAccountId}
                onChange={(id) => onPick(statement.identifier, id)}
                placeholder={t('accounts.placeholder')}
                aria-label={t('accounts.for', { identifier })}
                disabled={disabled}
              />
            </FormItem>
          );
        })}
        {plan.asksSingle ? (
          <SingleChoice
            label={t('accounts.unnamed')}
            description={t('accounts.rows', { count: plan.unnamedRows })}
            className="rounded-lg border p-3"
            plan={plan}
            accounts={accounts}
            disabled={disabled}
            onPick={onPick}
          />
        ) : null}
      </div>
    </section>
  );
}
