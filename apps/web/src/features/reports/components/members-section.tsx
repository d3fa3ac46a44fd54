import { useTranslation } from 'react-i18next';
import type { ReportMember, ReportMembers } from '@budget/contract';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { formatMoney } from '@/lib/money.ts';
import type { ReportParams } from '@/lib/query-keys.ts';
import { cn } from '@/lib/utils.ts';
import { useReportMembersQuery } from '../api/use-report-members-query.ts';
import { unsharedNote } from '../member-figures.ts';
import { reportUnconvertedNote } from '../report-figures.ts';
import { MemberName, MembersList } from './members-list.tsx';
import { ReportSection } from './report-section.tsx';

const HEAD = 'sticky top-0 z-10 bg-card';
const AMOUNT = 'px-3 py-3 text-right align-middle whitespace-nowrap';

/**
 * Who paid for the shared expenses and who received the shared incomes over the range, and each
 * member's share, in the report's currency; what is not in it (settlements, transactions nobody
 * paid, currencies without a rate) is said under the table.
 */
export function MembersSection({ params, ready }: { params: ReportParams; ready: boolean }) {
  const { t } = useTranslation('reports');
  const query = useReportMembersQuery(params, ready);
  const isMobile = useIsMobile();
  const report = query.data;
  let body;
  if (query.isError && !report) {
    body = <LoadErrorAlert title={t('members.loadError')} onRetry={() => void query.refetch()} />;
  } else if (!report) {
    body = (
      <div className="grid gap-2" role="status" aria-label={t('members.loading')}>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  } else {
    // Settlements move balances, not the report: said under every table.
    const notes = [unsharedNote(report), reportUnconvertedNote(report), t('members.transfers')];
    body = (
      <>
        {report.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('members.nothingShared')}</p>
        ) : isMobile ? (
          <MembersList report={report} />
        ) : (
          <MembersTable report={report} />
        )}
        <ul className="grid gap-1 text-sm text-muted-foreground" data-testid="member-notes">
          {notes.flatMap((note) => (note ? [<li key={note}>{note}</li>] : []))}
        </ul>
      </>
    );
  }
  return (
    <ReportSection title={t('members.title')} description={t('members.description')}>
      {body}
    </ReportSection>
  );
}

/**
 * Two header rows: 'Expenses' and 'Incomes' each head their own two columns (column groups), so
 * a screen reader names a cell e.g. 'Incomes, Share'. Phones get the cards instead.
 */
function MembersTable({ report }: { report: ReportMembers }) {
  const { t } = useTranslation('reports');
  const { currency } = report;
  const money = (amount: number) => formatMoney(amount, currency);
  const caption = t('members.title');
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={caption}
      className="max-h-[30rem] w-full overflow-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col />
        </colgroup>
        <colgroup span={2} />
        <colgroup span={2} />
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" rowSpan={2} className={cn(HEAD, 'align-bottom')}>
              {t('column.member')}
            </TableHead>
            <TableHead scope="colgroup" colSpan={2} className={cn(HEAD, 'border-l text-center')}>
              {t('column.expenses')}
            </TableHead>
            <TableHead scope="colgroup" colSpan={2} className={cn(HEAD, 'border-l text-center')}>
              {t('column.incomes')}
            </TableHead>
          </TableRow>
          <TableRow className="hover:bg-transparent">
            {[t('column.paid'), t('column.share'), t('column.received'), t('column.share')].map(
              (label, i) => (
                <TableHead
                  key={`${label}-${i}`}
                  scope="col"
                  className={cn(HEAD, 'top-10 text-right', i % 2 === 0 && 'border-l')}
                >
                  {label}
                </TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody data-testid="member-rows">
          {report.members.map((member) => (
            <MemberRow key={member.userId} member={member} money={money} />
          ))}
        </TableBody>
        <tfoot className="border-t bg-muted/40 font-medium">
          <tr>
            <th scope="row" className="px-3 py-3 text-left">
              {t('members.allShared')}
            </th>
            <td className={cn(AMOUNT, 'border-l')}>{money(report.shared.expenses)}</td>
            <td className={AMOUNT}>{money(report.shared.expenses)}</td>
            <td className={cn(AMOUNT, 'border-l')}>{money(report.shared.income)}</td>
            <td className={AMOUNT}>{money(report.shared.income)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function MemberRow({ member, money }: { member: ReportMember; money: (amount: number) => string }) {
  return (
    <TableRow data-former={member.former ? 'true' : 'false'}>
      <th scope="row" className="min-w-40 px-3 py-3 text-left align-middle font-medium">
        <MemberName member={member} />
      </th>
      <td className={cn(AMOUNT, 'border-l')}>{money(member.expenses.paid)}</td>
      <td className={AMOUNT}>{money(member.expenses.share)}</td>
      <td className={cn(AMOUNT, 'border-l')}>{money(member.income.received)}</td>
      <td className={AMOUNT}>{money(member.income.share)}</td>
    </TableRow>
  );
}
