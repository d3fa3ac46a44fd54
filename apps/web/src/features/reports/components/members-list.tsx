import { useTranslation } from 'react-i18next';
import type { ReportMember, ReportMembers } from '@budget/contract';
import { formatMoney } from '@/lib/money.ts';
import { memberLabel } from '../member-figures.ts';

/** The member's name (or 'Deleted account'), marked when they are no longer in the groups. */
export function MemberName({ member }: { member: Pick<ReportMember, 'name' | 'former'> }) {
  const { t } = useTranslation('reports');
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="wrap-anywhere">{memberLabel(member)}</span>
      {member.former ? (
        <span className="inline-flex h-6 items-center rounded-full border px-2 text-xs font-medium whitespace-nowrap text-muted-foreground">
          {t('members.former')}
        </span>
      ) : null}
    </span>
  );
}

/**
 * On a phone: one card per member, each figure named by its own label, so nothing scrolls
 * sideways and no name breaks into a narrow column; the shared totals last.
 */
export function MembersList({ report }: { report: ReportMembers }) {
  const { t } = useTranslation('reports');
  const money = (amount: number) => formatMoney(amount, report.currency);
  const { shared } = report;
  return (
    <ul className="grid gap-3" aria-label={t('members.title')}>
      {report.members.map((member) => (
        <li
          key={member.userId}
          className="grid gap-3 rounded-lg border p-4"
          data-former={member.former ? 'true' : 'false'}
        >
          <p className="font-medium">
            <MemberName member={member} />
          </p>
          <Figures
            figures={[
              [t('members.expensesPaid'), money(member.expenses.paid)],
              [t('members.expensesShare'), money(member.expenses.share)],
              [t('members.incomesReceived'), money(member.income.received)],
              [t('members.incomesShare'), money(member.income.share)],
            ]}
          />
        </li>
      ))}
      <li className="grid gap-3 rounded-lg border bg-muted/40 p-4">
        <p className="font-medium">{t('members.allShared')}</p>
        <Figures
          figures={[
            [t('members.expenses'), money(shared.expenses)],
            [t('members.incomes'), money(shared.income)],
          ]}
        />
      </li>
    </ul>
  );
}

function Figures({ figures }: { figures: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm tabular-nums">
      {figures.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
