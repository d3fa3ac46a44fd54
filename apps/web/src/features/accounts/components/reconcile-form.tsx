import type { MoneyAccount, Reconciliation } from '@budget/contract';
import { isCalendarDate, isLiabilityKind } from '@budget/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card.tsx';
import { AmountField, DateField } from '@/components/form-fields.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CancelButton, SubmitButton } from '@/components/ui/form.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import {
  reconciliationQueryOptions,
  useReconcileMutation,
  useReconciliationQuery,
} from '@/lib/api/reconciliation.ts';
import { formatCount } from '@/lib/format-count.ts';
import { todayIn } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import {
  differenceMinor,
  reconcileDefaults,
  reconcileFormSchema,
  typedBalance,
  type ReconcileFormInput,
  type ReconcileFormOutput,
} from '../reconcile-form.ts';
import { statementOf } from '../accounts-view.ts';
import { formatSigned, ReconcileFigures } from './reconcile-figures.tsx';
import { OtherCurrencyRows } from './other-currency-rows.tsx';
import { UnclearedList } from './uncleared-list.tsx';

const RECONCILE_ERRORS = formErrors<ReconcileFormInput>({ fields: ['date', 'balance'] });

interface ReconcileFormProps {
  account: MoneyAccount;
  timeZone?: string;
  onCancel: () => void;
  onDone: () => void;
}

/**
 * 'Reconcile': the statement's day and balance against the account's cleared balance there,
 * the uncleared rows up to the day ticked as the statement shows them, and Reconcile once the
 * difference is 0 (docs/decisions.md, 'Money accounts'). Starts from an import's closing
 * balance not yet reconciled (reconcile-form.ts).
 */
export function ReconcileForm(props: ReconcileFormProps) {
  const today = todayIn(props.timeZone);
  const ref = { groupId: props.account.groupId, moneyAccountId: props.account.id };
  const first = useReconciliationQuery(ref, today);
  // The statement as typed before one of its rows was edited elsewhere, else where it starts.
  const [params] = useSearchParams();
  const typed = statementOf(params);
  if (!first.data) return <Skeleton className="h-[32rem] w-full max-w-3xl rounded-xl" />;
  const owed = isLiabilityKind(props.account.kind);
  const defaults =
    typed && isCalendarDate(typed.date) ? typed : reconcileDefaults(first.data, today, owed);
  return <ReconcileFields {...props} defaults={defaults} />;
}

function ReconcileFields({
  account,
  defaults,
  onCancel,
  onDone,
}: ReconcileFormProps & { defaults: ReconcileFormInput }) {
  const { t } = useTranslation('reconcile');
  const ref = useMemo(
    () => ({ groupId: account.groupId, moneyAccountId: account.id }),
    [account.groupId, account.id],
  );
  // Checked once a box is left: the button waits for a difference of 0, so a balance that is no
  // amount ('abc') would otherwise never be marked.
  const form = useAppForm({
    schema: reconcileFormSchema,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { control } = form;
  const [date, balance] = useWatch({ control, name: ['date', 'balance'] });
  const validDate = isCalendarDate(date) ? date : defaults.date;
  const view = useQuery({
    ...reconciliationQueryOptions(ref, validDate),
    placeholderData: keepPreviousData,
  });
  const reconcile = useReconcileMutation(ref, RECONCILE_ERRORS);
  // The previous day's figures stay shown while the new day's load, but never enable Reconcile.
  const ready = view.data !== undefined && !view.isPlaceholderData;
  // A card's or loan's statement prints what is owed: typed so, kept as a negative balance.
  const owed = isLiabilityKind(account.kind);
  const difference = ready ? differenceMinor(view.data.clearedBalance, balance, owed) : null;
  const onSubmit = async (values: ReconcileFormOutput) => {
    const sent = { ...values, balance: typedBalance(values.balance, owed) };
    const { reconciled } = (await reconcile.mutateAsync(sent)).data;
    toast.success(t('toast.reconciled', { count: reconciled, n: formatCount(reconciled) }));
    onDone();
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={t('title', { name: account.name })}
      description={t('description')}
      className="w-full max-w-3xl"
      contentClassName="items-start sm:grid-cols-2"
      footer={
        <Footer
          view={view.data}
          difference={difference}
          typed={typedState(balance)}
          currency={account.currency}
          onCancel={onCancel}
        />
      }
    >
      <DateField control={control} name="date" label={t('date')} />
      <AmountField
        control={control}
        name="balance"
        label={t(owed ? 'owed' : 'balance')}
        description={t(owed ? 'owedHint' : 'balanceHint')}
        signed
      />
      {view.data ? (
        <>
          <ReconcileFigures view={view.data} difference={difference} className="sm:col-span-2" />
          <UnclearedList view={view.data} account={ref} className="sm:col-span-2" />
          <OtherCurrencyRows
            view={view.data}
            statement={{ date, balance }}
            className="sm:col-span-2"
          />
        </>
      ) : (
        <Skeleton className="h-40 w-full sm:col-span-2" />
      )}
    </FormCard>
  );
}

/** Why no difference is shown yet: an amount typed waits for the day's figures to load. */
const TYPED_REASONS = {
  empty: 'enterBalance',
  unreadable: 'fixBalance',
  amount: 'loading',
} as const;

const typedState = (balance: string) => {
  if (balance.trim() === '') return 'empty';
  return reconcileFormSchema.shape.balance.safeParse(balance).success ? 'amount' : 'unreadable';
};

/** Cancel and Reconcile, which waits for a difference of 0 and says so while it does. */
function Footer({
  view,
  difference,
  typed,
  currency,
  onCancel,
}: {
  view: Reconciliation | undefined;
  difference: number | null;
  /** What the balance box holds: nothing, no amount ('abc'), or an amount. */
  typed: 'empty' | 'unreadable' | 'amount';
  currency: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reconcile');
  const ready = view !== undefined && difference === 0;
  const reasonId = 'reconcile-reason';
  return (
    <div className="grid w-full gap-2">
      {ready ? null : (
        <p id={reasonId} className="text-sm text-muted-foreground sm:text-right">
          {difference === null
            ? t(TYPED_REASONS[typed])
            : t('differs', { amount: formatSigned(difference, currency) })}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <CancelButton onClick={onCancel} />
        <SubmitButton
          pending={t('pending')}
          disabled={!ready}
          aria-describedby={ready ? undefined : reasonId}
        >
          {t('submit')}
        </SubmitButton>
      </div>
    </div>
  );
}
