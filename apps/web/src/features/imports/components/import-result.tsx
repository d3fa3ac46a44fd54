import { ArrowRightIcon, CheckCircle2Icon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { formatIdentifier, type ImportResult, type ImportResultRow } from '../account-choices.ts';

/** The file's closing balance against the account's at its date: matches, or by how much not. */
function Verdict({ row }: { row: ImportResultRow }) {
  const { t } = useTranslation('imports');
  const { checkpoint, statement } = row;
  if (!checkpoint) {
    const key = statement.closingBalance === null ? 'result.noClosing' : 'result.notCompared';
    return <p className="text-muted-foreground">{t(key)}</p>;
  }
  const money = (amount: number) => formatMoney(amount, checkpoint.currency);
  const figures = t('result.figures', {
    balance: money(checkpoint.balance),
    accountBalance: money(checkpoint.accountBalance),
    date: formatDay(checkpoint.date),
  });
  const matches = checkpoint.difference === 0;
  const Icon = matches ? CheckCircle2Icon : TriangleAlertIcon;
  const difference = money(Math.abs(checkpoint.difference));
  return (
    <p className="flex flex-wrap items-start gap-x-2 gap-y-1">
      <span
        className={cn(
          'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 text-xs font-medium',
          matches
            ? 'border-success-border bg-success text-success-foreground'
            : 'border-warning-border bg-warning text-warning-foreground',
        )}
      >
        <Icon className="size-3" aria-hidden />
        {t(matches ? 'result.matches' : 'result.differs')}
      </span>
      <span className="min-w-0">
        {matches
          ? null
          : `${t(checkpoint.difference < 0 ? 'result.less' : 'result.more', { amount: difference })} `}
        <span className="text-muted-foreground">{figures}</span>
      </span>
    </p>
  );
}

/**
 * After an import of a file that names its accounts: where each went, and whether the bank's
 * closing balance is the account's balance at that date (docs/decisions.md, 'Import').
 */
export function ImportResultPanel({
  result,
  onDismiss,
}: {
  result: ImportResult;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('imports');
  return (
    <section
      aria-labelledby="import-result-title"
      className="grid gap-3 rounded-lg border p-4"
      data-testid="import-result"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id="import-result-title" className="min-w-0 font-medium break-words">
          {t('result.title', { fileName: result.fileName })}
        </h3>
        <Button variant="ghost" size="icon-sm" aria-label={t('result.dismiss')} onClick={onDismiss}>
          <XIcon />
        </Button>
      </div>
      <ul className="grid gap-3 text-sm">
        {result.rows.map((row) => (
          <li key={row.statement.identifier} className="grid gap-1">
            <span className="min-w-0 break-words">
              <span className="font-mono">{formatIdentifier(row.statement.identifier)}</span>
              {row.accountName ? (
                <>
                  <ArrowRightIcon className="mx-1 inline size-3.5 align-[-2px]" aria-hidden />
                  <span className="sr-only">{t('result.into')} </span>
                  <span className="font-medium">{row.accountName}</span>
                </>
              ) : null}
            </span>
            <Verdict row={row} />
          </li>
        ))}
      </ul>
    </section>
  );
}
