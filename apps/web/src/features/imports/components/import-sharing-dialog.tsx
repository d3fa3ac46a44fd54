import { SplitMethod, type GroupMember, type ImportBatch } from '@budget/contract';
import { useState, type ReactElement } from 'react';
import { PayerSelect } from '@/components/payer-select.tsx';
import { SplitEditor } from '@/components/split-editor.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { currentLocale } from '@/lib/preferences/preferences-store.ts';
import { HUNDRED, INCOMES, checkSplit, freshRows, type SplitDraft } from '@/lib/split-rows.ts';
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
    <Dialog open={open} onOpenChange={(next) => !change.isPending && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <SharingForm {...props} change={change} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

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
  const memberIds = members.map((member) => member.userId);
  const [paidBy, setPaidBy] = useState(defaultPayer);
  const [split, setSplit] = useState<SplitDraft>(() => ({
    mode: SplitMethod.Equal,
    rows: freshRows(SplitMethod.Equal, memberIds),
  }));
  const { problem, parts } = checkSplit(split, memberIds, HUNDRED);

  const submit = () => {
    const method = split.mode;
    if (problem !== null || method === null || method === INCOMES) return;
    if (paidBy === '' || change.isPending) return;
    change.mutate(
      { importId: batch.id, request: { paidBy, split: { method, parts } } },
      {
        onSuccess: (answer) => {
          const count = answer.data.changedCount;
          toast.success(
            `Payer and split changed for ${count} transaction${count === 1 ? '' : 's'} of ${batch.fileName}`,
          );
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Change payer and split</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          Every transaction still in the import of {batch.fileName} gets this payer and split, each
          split for its own amount. Balances follow.
        </DialogDescription>
      </DialogHeader>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormItem label="Paid by">
          <PayerSelect members={members} value={paidBy} onChange={setPaidBy} />
        </FormItem>
        <SplitEditor
          label="Split"
          members={memberChoices(members)}
          modes={IMPORT_MODES}
          value={split}
          onChange={setSplit}
          amountMinor={HUNDRED}
          part={{ words: 'Part of each amount: ', text: percentText }}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={change.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending || problem !== null}>
          {change.isPending ? <Spinner /> : null}
          Apply to the import
        </Button>
      </DialogFooter>
    </form>
  );
}
