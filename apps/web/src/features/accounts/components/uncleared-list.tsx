import type { Reconciliation } from '@budget/contract';
import { ListChecksIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { useMarkClearedMutation } from '@/lib/api/reconciliation.ts';
import { formatCount } from '@/lib/format-count.ts';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

type Row = Reconciliation['uncleared'][number];

/** The key `busy` holds while 'Tick all' is on its way. */
const ALL = '*';

/**
 * The rows listed (the uncleared ones and those ticked here, up to the day) and what clears
 * them: one request for any number, each row then kept listed, ticked.
 */
function useTicking(view: Reconciliation, account: { groupId: string; moneyAccountId: string }) {
  const mark = useMarkClearedMutation(account);
  const [ticked, setTicked] = useState<ReadonlyMap<string, Row>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const rows = [
    ...view.uncleared.filter((row) => !ticked.has(row.id)),
    ...[...ticked.values()].filter((row) => row.date <= view.date),
  ].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : -1));

  const markRows = async (chosen: Row[], cleared: boolean, key: string) => {
    setBusy(key);
    try {
      await mark.mutateAsync({ transactionIds: chosen.map((row) => row.id), cleared });
      setTicked((current) => {
        const next = new Map(current);
        for (const row of chosen) {
          if (cleared) next.set(row.id, row);
          else next.delete(row.id);
        }
        return next;
      });
    } catch {
      // Shown by the query client.
    } finally {
      setBusy(null);
    }
  };

  return { rows, ticked, busy, markRows };
}

/**
 * The uncleared rows up to the day, latest first, each with a box that clears it at once (the
 * figures follow), and 'Tick all' for a statement that shows them all; rows ticked here stay
 * listed, ticked, so a slip can be undone.
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
  const { rows, ticked, busy, markRows } = useTicking(view, account);
  const untickedRows = rows.filter((row) => !ticked.has(row.id));
  const list = useRef<HTMLUListElement>(null);
  // 'Tick all' goes once nothing is left to tick: the keyboard goes on from the first row,
  // once the rows are drawn enabled again.
  const focusFirstRow = () =>
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>('[role="checkbox"]:not(:disabled)')?.focus(),
    );

  return (
    <section className={cn('grid gap-2', className)} aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium">
          {t('uncleared', { date: formatDay(view.date) })}
        </h3>
        <span className="flex items-center gap-2">
          <span className="text-xs text-muted-foreground" data-testid="uncleared-count">
            {t('unclearedCount', {
              count: view.unclearedCount,
              n: formatCount(view.unclearedCount),
            })}
          </span>
          {untickedRows.length > 1 ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy !== null}
              onClick={() => void markRows(untickedRows, true, ALL).then(focusFirstRow)}
            >
              <ListChecksIcon aria-hidden="true" />
              {t('tickAll')}
            </Button>
          ) : null}
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul ref={list} className="grid max-h-80 divide-y overflow-y-auto rounded-lg border">
          {rows.map((row) => (
            <UnclearedRow
              key={row.id}
              row={row}
              currency={view.currency}
              ticked={ticked.has(row.id)}
              busy={busy === row.id || busy === ALL}
              onToggle={(cleared) => void markRows([row], cleared, row.id)}
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
    <li className="relative flex items-center gap-3 px-3 py-2">
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
