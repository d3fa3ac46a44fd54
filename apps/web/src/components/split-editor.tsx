import { SplitMethod, currencyCode } from '@budget/contract';
import type { ParseKeys } from 'i18next';
import { useId, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './ui/checkbox.tsx';
import { FormItem } from './ui/form-item.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import {
  EMPTY_ROW,
  INCOMES,
  checkSplit,
  freshRows,
  type SplitDraft,
  type SplitMode,
  type SplitRows,
} from '@/lib/split-rows.ts';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { splitProblemText } from '@/lib/split-problem-text.ts';
import { cn } from '@/lib/utils.ts';
import { OptionSelect } from './option-select.tsx';

/** Each mode's option, the rows' heading and a row's box (named after its member), as keys. */
const MODE_WORDS = {
  [SplitMethod.Equal]: { option: 'split.equal', legend: 'split.equal.legend', box: null },
  [SplitMethod.Shares]: {
    option: 'split.shares',
    legend: 'split.shares.legend',
    box: 'split.shares.box',
  },
  [SplitMethod.Percentages]: {
    option: 'split.percentages',
    legend: 'split.percentages.legend',
    box: 'split.percentages.box',
  },
  [SplitMethod.Exact]: {
    option: 'split.exact',
    legend: 'split.exact.legend',
    box: 'split.exact.box',
  },
  [INCOMES]: { option: 'split.incomes', legend: 'split.incomes.legend', box: 'split.incomes.box' },
} as const satisfies Record<
  SplitMode,
  { option: ParseKeys<'common'>; legend: ParseKeys<'common'>; box: ParseKeys<'common'> | null }
>;

/** The select's value: a mode, none (the first option) or the group's default. */
const GROUP_DEFAULT = 'groupDefault' as const;
type SplitChoice = SplitMode | null | typeof GROUP_DEFAULT;

/** A member as the rows name them. */
export interface SplitMember {
  userId: string;
  label: string;
  /** Shown on hover (the member's e-mail). */
  title?: string;
}

export interface SplitEditorProps {
  /** The mode select's label ('Split', 'Default split'). */
  label: string;
  members: readonly SplitMember[];
  /** The modes offered, in order. */
  modes: readonly SplitMode[];
  /** A first option that chooses no mode ('Group default', 'As saved', 'Equally among all'). */
  noSplitLabel?: string;
  /** A second option without rows (an edit's 'Group default'): its text, whether it is chosen. */
  groupDefault?: { label: string; chosen: boolean; onChange: (chosen: boolean) => void };
  value: SplitDraft;
  onChange: (next: SplitDraft) => void;
  /** react-hook-form's field.onBlur and field.ref go to the mode select. */
  onBlur?: () => void;
  selectRef?: RefCallback<HTMLElement>;
  /** The amount shared in minor units (null while none is typed); HUNDRED for proportions. */
  amountMinor: number | null;
  /** How each row shows the member's part of the amount: words for screen readers, the text. */
  part?: { words: string; text: (minor: number) => string };
  /** The incomes' currency, named in their heading. */
  currency?: number;
  /** Whether the check's message shows (default true; the transaction form: once changed). */
  showProblem?: boolean;
  /** A message from the form (its submit, the server's answer), shown where the check's is. */
  error?: string;
  /** The rows a newly chosen mode starts from (default: rows that add up, freshRows). */
  startRows?: (mode: SplitMode) => SplitRows;
}

/**
 * A split's mode and one row per member (a tick for Equally, else a number; an empty box leaves
 * the member out) with each part computed live by the contract's arithmetic, and why it does
 * not add up (docs/decisions.md, 'Splits'). Controlled: the form around it owns the value and
 * its submit, and holds the submit while `checkSplit` finds a problem.
 */
export function SplitEditor(props: SplitEditorProps) {
  const { value, onChange, members, noSplitLabel } = props;
  const { t } = useTranslation('common');
  const memberIds = members.map((member) => member.userId);
  const check = checkSplit(value, memberIds, props.amountMinor);
  const problem =
    (props.showProblem ?? true) ? splitProblemText(check, value.mode, props.part?.text) : null;
  const message =
    problem ?? (props.error === undefined ? undefined : translateMessage(props.error));
  const messageId = useId();
  const mode = value.mode;
  const byDefault = props.groupDefault;
  const options: { value: SplitChoice; label: string }[] = [
    ...(noSplitLabel === undefined ? [] : [{ value: null, label: noSplitLabel }]),
    ...(byDefault === undefined ? [] : [{ value: GROUP_DEFAULT, label: byDefault.label }]),
    ...props.modes.map((option) => ({ value: option, label: t(MODE_WORDS[option].option) })),
  ];
  const start = props.startRows ?? ((next: SplitMode) => freshRows(next, memberIds));
  const choose = (next: SplitChoice) => {
    byDefault?.onChange(next === GROUP_DEFAULT);
    const nextMode = next === GROUP_DEFAULT ? null : next;
    if (nextMode !== mode)
      onChange({ mode: nextMode, rows: nextMode === null ? {} : start(nextMode) });
  };

  return (
    <>
      <FormItem label={props.label} error={mode === null ? message : undefined}>
        <OptionSelect<SplitChoice>
          options={options}
          placeholder={t('split.choose')}
          value={byDefault?.chosen ? GROUP_DEFAULT : mode}
          onChange={choose}
          onBlur={props.onBlur}
          fieldRef={props.selectRef}
          {...(mode !== null && message ? { 'aria-describedby': messageId } : {})}
        />
      </FormItem>
      {mode === null ? null : (
        <fieldset
          className="grid min-w-0 gap-2 sm:col-span-2"
          aria-describedby={message ? messageId : undefined}
        >
          <legend className="mb-2 text-sm font-medium">
            {t(MODE_WORDS[mode].legend)}
            {mode === INCOMES && props.currency !== undefined
              ? ` (${currencyCode(props.currency)})`
              : null}
          </legend>
          {mode === INCOMES ? (
            <p className="mb-1 text-sm text-muted-foreground">{t('split.incomes.hint')}</p>
          ) : null}
          <ul className="grid gap-2">
            {members.map((member) => (
              <SplitRow
                key={member.userId}
                member={member}
                mode={mode}
                row={value.rows[member.userId] ?? EMPTY_ROW}
                onChange={(row) =>
                  onChange({ mode, rows: { ...value.rows, [member.userId]: row } })
                }
                part={props.part}
                minor={check.minorByUser.get(member.userId)}
              />
            ))}
          </ul>
          {message ? (
            <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
              {message}
            </p>
          ) : null}
        </fieldset>
      )}
    </>
  );
}

function SplitRow({
  member,
  mode,
  row,
  onChange,
  part,
  minor,
}: {
  member: SplitMember;
  mode: SplitMode;
  row: SplitRows[string];
  onChange: (row: SplitRows[string]) => void;
  part: SplitEditorProps['part'];
  /** The member's part in minor units, when the split adds up. */
  minor: number | undefined;
}) {
  const id = useId();
  const { t } = useTranslation('common');
  const box = MODE_WORDS[mode].box;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-1.5 sm:py-2">
      {box === null ? (
        <Checkbox
          id={id}
          checked={row.included}
          onCheckedChange={(checked) => onChange({ ...row, included: checked === true })}
        />
      ) : null}
      <Label
        htmlFor={id}
        title={member.title}
        // One line per member, so a form with a split still fits a phone's screen; a long name
        // wraps within its part of the line.
        className="min-w-0 flex-1 font-normal [overflow-wrap:anywhere]"
      >
        {member.label}
      </Label>
      {box === null ? null : (
        <Input
          id={id}
          inputMode={mode === SplitMethod.Shares ? 'numeric' : 'decimal'}
          autoComplete="off"
          // Money (an income, an exact part) takes more digits than shares or percentages.
          className={cn(
            'h-9 sm:h-10',
            mode === INCOMES && 'w-32 sm:w-36',
            mode === SplitMethod.Exact && 'w-28 sm:w-32',
            mode !== INCOMES && mode !== SplitMethod.Exact && 'w-20 sm:w-28',
          )}
          aria-label={t(box, { member: member.label })}
          value={row.value}
          onChange={(event) => onChange({ ...row, value: event.target.value })}
        />
      )}
      {part ? (
        <span className="ml-auto min-w-20 text-right text-sm tabular-nums sm:min-w-24">
          {part.words ? <span className="sr-only">{part.words}</span> : null}
          {minor === undefined ? '-' : part.text(minor)}
        </span>
      ) : null}
    </li>
  );
}
