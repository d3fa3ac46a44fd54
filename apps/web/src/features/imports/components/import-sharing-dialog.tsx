import { SplitMethod, type GroupMember, type ImportBatch } from '@budget/contract';
import { useState, type ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PayerSelect } from '@/components/payer-select.tsx';
import { SplitEditor } from '@/components/split-editor.tsx';
import { DialogForm, FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { currentLocale } from '@/lib/preferences/preferences-store.ts';
import {
  HUNDRED,
  INCOMES,
  checkSplit,
  freshRows,
  payingMemberIds,
  type SplitDraft,
  type SplitMode,
  type SplitRows,
} from '@/lib/split-rows.ts';
import { splitProblemText } from '@/lib/split-problem-text.ts';
import { toast } from '@/lib/toast.ts';
import { useImportSharingMutation } from '../api/use-import-sharing-mutation.ts';
import { memberChoices } from '@/lib/member-labels.ts';

/** Exact amounts fit one amount only, not an import's many (the server refuses them too). */
const IMPORT_MODES = [SplitMethod.Equal, SplitMethod.Shares, SplitMethod.Percentages];

/** A member's part of every amount (of 100.00, in minor units) in percent. */
function percentText(minorOfHundred: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(minorOfHundred / HUNDRED);
}

/**
 * 'Change payer and split' of an import: one payer and one split (equally, by shares or by
 * percentages) for all its transactions, each split for its own amount by the server. Each
 * member's row shows their part of every amount in percent. The form starts afresh each time
 * the dialog opens; focus returns to the trigger when it closes.
 */
export function ImportSharingDialog({
  trigger,
  ...props
}: {
  trigger: ReactElement;
  batch: ImportBatch;
  /** The group's current members (two or more). */
  members: readonly GroupMember[];
  /** The payer the form starts with (who imported, else the signed-in user). */
  defaultPayer: string;
}) {
  const [open, setOpen] = useState(false);
  const change = useImportSharingMutation();
  return (
    <FormDialog trigger={trigger} open={open} onOpenChange={setOpen} busy={change.isPending}>
      <SharingForm {...props} change={change} onClose={() => setOpen(false)} />
    </FormDialog>
  );
}

/** The form's values: who paid, and the split editor's mode and rows. */
const sharingFormSchema = z.object({
  // Written when the check fails, in the language shown then.
  paidBy: z.string().min(1, { error: () => i18next.t('sharing.payerRequired', { ns: 'imports' }) }),
  mode: z.custom<SplitMode | null>(),
  rows: z.custom<SplitRows>(),
});
type SharingFormValues = z.infer<typeof sharingFormSchema>;

function SharingForm({
  batch,
  members,
  defaultPayer,
  change,
  onClose,
}: {
  batch: ImportBatch;
  members: readonly GroupMember[];
  defaultPayer: string;
  change: ReturnType<typeof useImportSharingMutation>;
  onClose: () => void;
}) {
  const { t } = useTranslation('imports');
  const memberIds = members.map((member) => member.userId);
  // As the group's default does, the rows start among the members who pay: no Viewer is charged
  // unless ticked by hand.
  const payers = payingMemberIds(members);
  const form = useAppForm({
    schema: sharingFormSchema,
    defaultValues: {
      paidBy: defaultPayer,
      mode: SplitMethod.Equal,
      rows: freshRows(SplitMethod.Equal, payers),
    },
  });
  const { control, setValue, setError, clearErrors } = form;
  const [mode, rows] = useWatch({ control, name: ['mode', 'rows'] });
  const split: SplitDraft = { mode, rows };
  const check = checkSplit(split, memberIds, HUNDRED);
  const { parts } = check;
  const problem = splitProblemText(check, mode);

  const onSubmit = async ({ paidBy }: SharingFormValues) => {
    // The split editor shows why the rows do not add up; the form's summary says it too.
    if (problem !== null) return setError('mode', { message: problem });
    // Never: the modes offered are the import's (IMPORT_MODES), and one is always chosen.
    if (mode === null || mode === INCOMES) return;
    const answer = await change.mutateAsync({
      importId: batch.id,
      request: { paidBy, split: { method: mode, parts } },
    });
    const { changedCount: count } = answer.data;
    toast.success(t('sharing.changed', { count, fileName: batch.fileName }));
    onClose();
  };

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      title={t('sharing.title')}
      description={t('sharing.description', { fileName: batch.fileName })}
      submitLabel={t('sharing.apply')}
      onCancel={onClose}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="paidBy"
          label={t('sharing.paidBy')}
          render={(field) => <PayerSelect {...field} members={members} />}
        />
        <SplitEditor
          label={t('sharing.split')}
          members={memberChoices(members)}
          modes={IMPORT_MODES}
          value={split}
          onChange={(next) => {
            clearErrors('mode');
            setValue('mode', next.mode);
            setValue('rows', next.rows);
          }}
          startRows={(next) => freshRows(next, payers)}
          amountMinor={HUNDRED}
          part={{ words: t('sharing.part'), text: percentText }}
        />
      </div>
    </DialogForm>
  );
}
