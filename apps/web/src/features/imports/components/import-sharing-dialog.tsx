import {
  SplitMethod,
  splitAmount,
  splitProblem,
  type GroupMember,
  type ImportBatch,
} from '@budget/contract';
import { useId, useState, type ReactElement } from 'react';
import { PayerSelect, SPLIT_OPTIONS, SplitSelect } from '@/components/sharing-selects.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
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
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { currentLocale } from '@/lib/preferences/preferences-store.ts';
import { freshRows, splitPartsOf, type SplitRows } from '@/lib/split-rows.ts';
import { toast } from '@/lib/toast.ts';
import { useImportSharingMutation } from '../api/use-import-sharing-mutation.ts';

/** Exact amounts fit one amount only, not an import's many (the server refuses them too). */
const IMPORT_SPLIT_OPTIONS = SPLIT_OPTIONS.filter((option) => option.value !== SplitMethod.Exact);

/** 100.00 stands in for every amount: the parts' proportions are what the rows show. */
const HUNDRED = 10_000;

const ROW_WORDS: Partial<Record<SplitMethod, { legend: string; box: string }>> = {
  [SplitMethod.Equal]: { legend: 'Shared by', box: '' },
  [SplitMethod.Shares]: { legend: 'Shares', box: 'shares' },
  [SplitMethod.Percentages]: { legend: 'Percentages', box: 'percentage' },
};

function percentText(minorOfHundred: number | undefined): string {
  if (minorOfHundred === undefined) return '-';
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
  const [method, setMethod] = useState<SplitMethod>(SplitMethod.Equal);
  const [rows, setRows] = useState<SplitRows>(() => freshRows(SplitMethod.Equal, memberIds));
  const problemId = useId();

  const parts = splitPartsOf(method, rows, memberIds);
  const problem = splitProblem(HUNDRED, method, parts);
  const ofHundred = new Map(
    problem === null
      ? splitAmount(HUNDRED, method, parts).map((part) => [part.userId, part.minor])
      : [],
  );
  const words = ROW_WORDS[method] ?? { legend: 'Split', box: '' };

  const submit = () => {
    if (problem !== null || paidBy === '' || change.isPending) return;
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
          <PayerSelect
            members={members}
            value={paidBy}
            onChange={setPaidBy}
            onBlur={() => {}}
            fieldRef={() => {}}
          />
        </FormItem>
        <FormItem label="Split">
          <SplitSelect
            options={IMPORT_SPLIT_OPTIONS}
            value={method}
            onChange={(next) => {
              if (next === null) return;
              setMethod(next);
              setRows(freshRows(next, memberIds));
            }}
            onBlur={() => {}}
            fieldRef={() => {}}
          />
        </FormItem>
      </div>
      <fieldset className="grid min-w-0 gap-2" aria-describedby={problem ? problemId : undefined}>
        <legend className="mb-2 text-sm font-medium">{words.legend}</legend>
        <ul className="grid gap-2">
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              method={method}
              box={words.box}
              row={rows[member.userId] ?? { included: false, value: '' }}
              onChange={(row) => setRows((old) => ({ ...old, [member.userId]: row }))}
              part={percentText(ofHundred.get(member.userId))}
            />
          ))}
        </ul>
        {problem ? (
          <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </fieldset>
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

function MemberRow({
  member,
  method,
  box,
  row,
  onChange,
  part,
}: {
  member: GroupMember;
  method: SplitMethod;
  box: string;
  row: SplitRows[string];
  onChange: (row: SplitRows[string]) => void;
  /** The member's part of every amount, in percent. */
  part: string;
}) {
  const id = useId();
  const name = member.userEmail;
  const equal = method === SplitMethod.Equal;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2">
      {equal ? (
        <Checkbox
          id={id}
          checked={row.included}
          onCheckedChange={(checked) => onChange({ ...row, included: checked === true })}
        />
      ) : null}
      <label
        htmlFor={id}
        className={`min-w-0 flex-1 text-sm [overflow-wrap:anywhere] ${equal ? '' : 'basis-full sm:basis-0'}`}
      >
        {name}
      </label>
      {equal ? null : (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={method === SplitMethod.Shares ? 1 : 0.01}
          className="w-24"
          aria-label={`${name} ${box}`}
          value={row.value}
          onChange={(event) => onChange({ ...row, value: event.target.value })}
        />
      )}
      <span className="ml-auto min-w-16 text-right text-sm tabular-nums">
        <span className="sr-only">Part of each amount: </span>
        {part}
      </span>
    </li>
  );
}
