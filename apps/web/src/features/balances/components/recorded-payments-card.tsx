import type { Transaction } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { isAccountTransfer } from '@/lib/account-transfers.ts';
import { useDeletePaymentMutation } from '../api/use-delete-payment-mutation.ts';
import { usePaymentsQuery } from '../api/use-payments-query.ts';
import { formatCount } from '@/lib/format-count.ts';
import { i18next } from '@/lib/i18n/i18n.ts';

/**
 * Who paid whom in a recorded payment: the payer, and the one member whose share it all is. A
 * Transfer that was never shared (restored from a backup) is named by its own name.
 */
export function paymentWords(payment: Transaction, names: ReadonlyMap<string, string>): string {
  const to = payment.split?.parts.find((part) => part.amount > 0)?.userId;
  if (payment.paidBy === null || to === undefined) return payment.name;
  const name = (id: string) =>
    names.get(id) ?? i18next.t('payments.formerMember', { ns: 'balances' });
  return i18next.t('payments.paid', { ns: 'balances', from: name(payment.paidBy), to: name(to) });
}

/**
 * 'Recorded payments': the group's settlements (not its moves between money accounts), newest
 * first, each with its note when one was written, ten more with each 'Show more'.
 * Owners and Members may delete one (after a confirmation), which moves the balances back.
 */
export function RecordedPaymentsCard({
  groupId,
  names,
  canWrite,
}: {
  groupId: string;
  names: ReadonlyMap<string, string>;
  canWrite: boolean;
}) {
  const { t } = useTranslation('balances');
  const query = usePaymentsQuery(groupId);
  const pages = query.data?.pages ?? [];
  const transfers = pages.flatMap((page) => page.transactions);
  // Type Transfer also holds the moves between a group's money accounts, which settle nobody.
  const payments = transfers.filter((payment) => !isAccountTransfer(payment));
  // Exact once every page is in; until then the moves not yet loaded still count.
  const total = (pages[0]?.totalCount ?? 0) - (transfers.length - payments.length);

  return (
    <Card className="min-w-0" role="region" aria-labelledby="payments-title">
      <CardHeader>
        <CardTitle id="payments-title">{t('payments.title')}</CardTitle>
        <CardDescription>{t('payments.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isError && !query.data ? (
          <LoadErrorAlert title={t('payments.loadError')} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton className="h-16 w-full" role="status" aria-label={t('payments.loading')} />
        ) : payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('payments.none')}</p>
        ) : (
          <>
            <ul className="grid divide-y text-sm" aria-label={t('payments.title')}>
              {payments.map((payment) => (
                <PaymentRow
                  key={payment.id}
                  payment={payment}
                  words={paymentWords(payment, names)}
                  canWrite={canWrite}
                />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {t('payments.shown', {
                  shown: formatCount(payments.length),
                  total: formatCount(total),
                })}
              </span>
              {query.hasNextPage ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? <Spinner /> : null}
                  {t('payments.more')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentRow({
  payment,
  words,
  canWrite,
}: {
  payment: Transaction;
  words: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation('balances');
  const remove = useDeletePaymentMutation();
  const amount = formatMoney(payment.amount, payment.currency);
  const day = formatDay(payment.date);
  const note = payment.description?.trim();
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium [overflow-wrap:anywhere]">{words}</span>
        {/* The dialog's optional note is kept as the payment's description. */}
        {note ? (
          <span className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
            {note}
          </span>
        ) : null}
        <span className="text-muted-foreground">{day}</span>
      </span>
      <span className="flex shrink-0 items-center gap-2">
        <span className="font-medium whitespace-nowrap tabular-nums">{amount}</span>
        {canWrite ? (
          <DeleteAction
            label={null}
            tone="plain"
            name={t('payments.deleteName', { words, amount, day })}
            title={t('payments.deleteTitle')}
            description={t('payments.deleteDescription', { words, amount, day })}
            confirmLabel={t('payments.deleteConfirm')}
            dialogKey={`payment-${payment.id}`}
            run={() => remove.mutateAsync(payment)}
            success={t('payments.deleted')}
          />
        ) : null}
      </span>
    </li>
  );
}
