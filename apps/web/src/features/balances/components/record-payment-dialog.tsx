import { SETTLEMENT_NOTE_MAX, amountField, currencyCode, type Settlement } from '@budget/contract';
import { format } from 'date-fns';
import { TriangleAlertIcon } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import * as Fields from '@/components/form-fields.tsx';
import { DialogForm, FormDialog } from '@/components/form-dialog.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { dayField } from '@/lib/day-field.ts';
import { formatMoney } from '@/lib/money.ts';
import { toast } from '@/lib/toast.ts';
import { useRecordSettlementMutation } from '../api/use-record-settlement-mutation.ts';
import { amountText } from '@/lib/amount-schema.ts';
import { amountBoxText, readAmount } from '@/lib/amount-text.ts';

/**
 * The amount box holds text; it is required, positive and has at most two decimals. The form's
 * own messages are written when a check fails, in the interface's language of that moment.
 */
const paymentFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, {
      error: () => i18next.t('record.amountRequired', { ns: 'balances' }),
      abort: true,
    })
    .pipe(amountText(Number.NaN))
    .pipe(amountField({ positive: true })),
  date: dayField(),
  note: z.string().max(SETTLEMENT_NOTE_MAX, {
    error: () => i18next.t('record.noteTooLong', { ns: 'balances', max: SETTLEMENT_NOTE_MAX }),
  }),
});
type PaymentFormInput = z.input<typeof paymentFormSchema>;

const PAYMENT_FORM_ERRORS = formErrors<PaymentFormInput>({ fields: ['amount', 'date', 'note'] });

export interface RecordPaymentDialogProps {
  trigger: ReactElement;
  groupId: string;
  /** The proposed payment: who pays whom how much. */
  transfer: Settlement;
  /** The balances' currency, the payment's too. */
  currency: number;
  /** 'Bob pays Ann', as the list says it. */
  words: string;
}

/**
 * 'Record payment': the proposed amount prefilled (a part of it may be paid), dated today, with
 * an optional note, recorded only once confirmed; the answer's balances show at once. More than
 * the proposed amount, or a day to come, is allowed (a payment made ahead, a transfer scheduled
 * at the bank) but said before it is recorded.
 */
export function RecordPaymentDialog({ trigger, ...props }: RecordPaymentDialogProps) {
  const [open, setOpen] = useState(false);
  const record = useRecordSettlementMutation(props.groupId, PAYMENT_FORM_ERRORS);
  return (
    <FormDialog trigger={trigger} open={open} onOpenChange={setOpen} busy={record.isPending}>
      {open ? <PaymentForm {...props} record={record} onClose={() => setOpen(false)} /> : null}
    </FormDialog>
  );
}

function PaymentForm({
  transfer,
  currency,
  words,
  record,
  onClose,
}: Omit<RecordPaymentDialogProps, 'trigger'> & {
  record: ReturnType<typeof useRecordSettlementMutation>;
  onClose: () => void;
}) {
  const { t } = useTranslation('balances');
  const form = useAppForm({
    schema: paymentFormSchema,
    defaultValues: {
      amount: amountBoxText(transfer.amount),
      date: format(new Date(), 'yyyy-MM-dd'),
      note: '',
    },
  });
  const warnings = useWarnings(form.control, transfer.amount);
  const onSubmit = async (values: z.output<typeof paymentFormSchema>) => {
    await record.mutateAsync({
      fromUserId: transfer.fromUserId,
      toUserId: transfer.toUserId,
      currency,
      amount: values.amount,
      date: values.date,
      note: values.note,
    });
    toast.success(t('record.success'));
    onClose();
  };
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      title={t('record.title')}
      label={t('record.form')}
      description={t('record.description', {
        words,
        amount: formatMoney(transfer.amount, currency),
      })}
      // A payment beyond settling is allowed, but the button says so too: a note above it alone
      // was easy to read past.
      submitLabel={warnings.over || warnings.ahead ? t('record.submitAnyway') : t('record.submit')}
      pendingLabel={t('record.pending')}
      onCancel={onClose}
    >
      <Fields.AmountField
        control={form.control}
        name="amount"
        label={t('record.amount', { currency: currencyCode(currency) })}
      />
      <Fields.DateField control={form.control} name="date" label={t('record.date')} />
      <PaymentWarnings {...warnings} proposed={transfer.amount} currency={currency} />
      <FormField control={form.control} name="note" label={t('record.note')}>
        <Textarea rows={2} placeholder={t('record.notePlaceholder')} />
      </FormField>
    </DialogForm>
  );
}

/** What the typed payment does beyond settling: pays more than the balance, or is dated ahead. */
function useWarnings(
  control: Control<PaymentFormInput, unknown, z.output<typeof paymentFormSchema>>,
  proposed: number,
): { over: boolean; ahead: boolean } {
  const [amount, date] = useWatch({ control, name: ['amount', 'date'] });
  return {
    over: readAmount(amount) > proposed,
    ahead: date > format(new Date(), 'yyyy-MM-dd'),
  };
}

function PaymentWarnings({
  over,
  ahead,
  proposed,
  currency,
}: {
  over: boolean;
  ahead: boolean;
  proposed: number;
  currency: number;
}) {
  const { t } = useTranslation('balances');
  if (!over && !ahead) return null;
  return (
    <Alert variant="warning" role="status">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertDescription className="gap-1">
        {over ? <p>{t('record.overpay', { amount: formatMoney(proposed, currency) })}</p> : null}
        {ahead ? <p>{t('record.ahead')}</p> : null}
      </AlertDescription>
    </Alert>
  );
}
