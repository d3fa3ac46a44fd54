import type { Reconciliation } from '@budget/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { useMarkClearedMutation } from '@/lib/api/reconciliation.ts';
import { formatCount } from '@/lib/format-count.ts';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

type Row = Reconciliation['uncleared'][number];

/**
 * The uncleared rows up to the day, latest first, each with a box that clears it at once (the
 * figures follow); rows ticked here stay listed, ticked, so a slip can be undone.
 */
export function UnclearedList({
  view,
  account,
  className,
}: {
  view: Reconciliation;
  account: { groupId: string; moneyAccountId: string };
  className?: string;
}) {
  const { t } = useTranslation('reconcile');
  const titleId = useId();
  const mark = useMarkClearedMutation(account);
  const [ticked, setTicked] = useState<ReadonlyMap<string, Row>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const rows = [
    ...view.uncleared.filter((row) => !ticked.has(row.id)),
    ...[...ticked.values()].filter((row) => row.date <= view.date),
  ].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : -1));

  const toggle = async (row: Row, cleared: boolean) => {
    setBusy(row.id);
    try {
      await mark.mutateAsync({ transactionIds: [row.id], cleared });
      setTicked((current) => {
        const next = new Map(current);
        if (cleared) next.set(row.id, row);
        else next.delete(row.id);
        return next;
      });
    } catch {
      // Shown by the query client.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={cn('grid gap-2', className)} aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium">
          {t('uncleared', { date: formatDay(view.date) })}
        </h3>
        <span className="text-xs text-muted-foreground" data-testid="uncleared-count">
          {t('unclearedCount', { count: view.unclearedCount, n: formatCount(view.unclearedCount) })}
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="grid max-h-80 divide-y overflow-y-auto rounded-lg border">
          {rows.map((row) => (
            <UnclearedRow
              key={row.id}
              row={row}
              currency={view.currency}
              ticked={ticked.has(row.id)}
              busy={busy === row.id}
              onToggle={(cleared) => void toggle(row, cleared)}
            />
          ))}
        </ul>
      )}
      {view.uncleared.length < view.unclearedCount ? (
        <p className="text-xs text-muted-foreground">
          {t('shownOf', {
            shown: formatCount(view.uncleared.length),
            count: formatCount(view.unclearedCount),
          })}
        </p>
      ) : null}
    </section>
  );
}

function UnclearedRow({
  row,
  currency,
  ticked,
  busy,
  onToggle,
}: {
  row: Row;
  currency: number;
  ticked: boolean;
  busy: boolean;
  onToggle: (cleared: boolean) => void;
}) {
  const { t } = useTranslation('reconcile');
  const amount = formatMoney(row.amount, currency);
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <Checkbox
        checked={ticked}
        disabled={busy}
        aria-label={t('clearRow', { name: row.name, date: formatDay(row.date), amount })}
        onCheckedChange={(checked) => onToggle(checked === true)}
      />
      {/* On a phone the date goes under the name, which keeps the width to be read by. */}
      <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
        <span className="min-w-0 truncate sm:flex-1" title={row.name}>
          {row.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">{formatDay(row.date)}</span>
      </span>
      <span
        className={cn(
          'shrink-0 text-right tabular-nums sm:w-28',
          row.amount < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400',
        )}
      >
        {amount}
      </span>
    </li>
  );
}
