import type { Transaction } from '@budget/contract';
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
import { useDeletePaymentMutation } from '../api/use-delete-payment-mutation.ts';
import { usePaymentsQuery } from '../api/use-payments-query.ts';
import { formatCount } from '@/lib/format-count.ts';

/**
 * Who paid whom in a recorded payment: the payer, and the one member whose share it all is. A
 * Transfer that was never shared (restored from a backup) is named by its own name.
 */
export function paymentWords(payment: Transaction, names: ReadonlyMap<string, string>): string {
  const to = payment.split?.parts.find((part) => part.amount > 0)?.userId;
  if (payment.paidBy === null || to === undefined) return payment.name;
  const name = (id: string) => names.get(id) ?? 'Former member';
  return `${name(payment.paidBy)} paid ${name(to)}`;
}

/**
 * 'Recorded payments': the group's settlements, newest first, ten more with each 'Show more'.
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
  const query = usePaymentsQuery(groupId);
  const pages = query.data?.pages ?? [];
  const payments = pages.flatMap((page) => page.transactions);
  const total = pages[0]?.totalCount ?? 0;

  return (
    <Card className="min-w-0" role="region" aria-labelledby="payments-title">
      <CardHeader>
        <CardTitle id="payments-title">Recorded payments</CardTitle>
        <CardDescription>
          Payments between members, newest first. They move balances only, never income or expenses.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isError && !query.data ? (
          <LoadErrorAlert
            title="Recorded payments could not be loaded."
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <Skeleton className="h-16 w-full" role="status" aria-label="Loading recorded payments" />
        ) : payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
        ) : (
          <>
            <ul className="grid divide-y text-sm" aria-label="Recorded payments">
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
                {formatCount(payments.length)} of {formatCount(total)}
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
                  Show more
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
  const remove = useDeletePaymentMutation();
  const amount = formatMoney(payment.amount, payment.currency);
  const day = formatDay(payment.date);
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium [overflow-wrap:anywhere]">{words}</span>
        <span className="text-muted-foreground">{day}</span>
      </span>
      <span className="flex shrink-0 items-center gap-2">
        <span className="font-medium whitespace-nowrap tabular-nums">{amount}</span>
        {canWrite ? (
          <DeleteAction
            label={null}
            tone="plain"
            name={`Delete payment: ${words} ${amount} on ${day}`}
            title="Delete this payment?"
            description={`${words} ${amount} on ${day}. Deleting it moves the balances back by its amount.`}
            confirmLabel="Delete payment"
            dialogKey={`payment-${payment.id}`}
            run={() => remove.mutateAsync(payment)}
            success="Payment deleted"
          />
        ) : null}
      </span>
    </li>
  );
}
