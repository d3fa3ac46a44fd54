import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '@budget/contract';
import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CategoriesSelect } from './categories-select.tsx';
import { CurrencySelect } from './currency-select.tsx';
import { DatePicker } from './date-picker.tsx';
import { GroupSelect } from './group-select.tsx';
import { CheckboxField, FormField } from './ui/form.tsx';
import { Input } from './ui/input.tsx';
import { Textarea } from './ui/textarea.tsx';
import { formatAmount } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

/*
 * Fields several forms share, each bound to the value of its name: a form whose values lack it
 * (or hold another type there) does not compile.
 */

type Bound<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  className?: string;
};

/**
 * The control of a form whose values hold at least `Shape`, as one of `Shape`: TypeScript cannot
 * list the paths of a generic form's values, the callers' types check what this says.
 */
const narrow = <Shape extends FieldValues>(control: object) =>
  control as Control<Shape, unknown, unknown>;

/** 'Name', the form's first field (focused when it opens, unless said otherwise). */
export function NameField<Values extends { name: string }, Output>({
  control,
  className,
  placeholder,
  autoFocus = true,
}: Bound<Values, Output> & { placeholder?: string; autoFocus?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <FormField
      control={narrow<{ name: string }>(control)}
      name="name"
      label={t('field.name')}
      className={className}
    >
      <Input autoComplete="off" autoFocus={autoFocus} placeholder={placeholder} />
    </FormField>
  );
}

/** 'Description (optional)'. */
export function DescriptionField<Values extends { description?: string | null }, Output>({
  control,
  className,
  rows = 3,
}: Bound<Values, Output> & { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <FormField
      control={narrow<{ description?: string | null }>(control)}
      name="description"
      label={t('field.descriptionOptional')}
      className={className}
    >
      <Textarea rows={rows} />
    </FormField>
  );
}

/** 'Group': one of `groups`; `onChanged` hears of another group chosen (its categories differ). */
export function GroupField<Values extends { groupId: string }, Output>({
  control,
  groups,
  placeholder,
  onChanged,
}: Bound<Values, Output> & {
  groups: readonly { id: string; name: string }[];
  placeholder: string;
  onChanged?: (groupId: string) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <FormField
      control={narrow<{ groupId: string }>(control)}
      name="groupId"
      label={t('field.group')}
      render={({ fieldRef, ...field }) => (
        <GroupSelect
          {...field}
          groups={groups}
          onChange={(groupId) => {
            if (groupId === field.value) return;
            field.onChange(groupId);
            onChanged?.(groupId);
          }}
          triggerRef={fieldRef}
          placeholder={placeholder}
        />
      )}
    />
  );
}

/** 'Categories (optional)' of the chosen group. */
export function CategoriesField<Values extends { categoryIds: string[] }, Output>({
  control,
  groupId,
  knownLabels,
  whenNone,
}: Bound<Values, Output> & {
  groupId: string;
  /** Names of categories already chosen, shown until the group's list arrives. */
  knownLabels: Readonly<Record<string, string>> | undefined;
  /** The hint while none is chosen. */
  whenNone?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <FormField
      control={narrow<{ categoryIds: string[] }>(control)}
      name="categoryIds"
      label={t('field.categoriesOptional')}
      description={whenNone}
      render={(field) => (
        <CategoriesSelect {...field} groupId={groupId} knownLabels={knownLabels} />
      )}
    />
  );
}

/** A field holding text under a name of the form's choosing, with its label. */
type TextField<Values extends FieldValues, Output> = Bound<Values, Output> & {
  name: FieldPathByValue<Values, string>;
  label: string;
  description?: string;
};

/** How far from this year a date's year may be before its field asks to check it. */
const LIKELY_YEARS = 100;

/** The year of a day typed more than a century away ('0026' for '2026'), else null. */
export function unlikelyYear(day: unknown, today = new Date()): number | null {
  if (typeof day !== 'string' || !isCalendarDate(day)) return null;
  const year = Number(day.slice(0, 4));
  return Math.abs(year - today.getFullYear()) > LIKELY_YEARS ? year : null;
}

/**
 * A day, typed in the user's date format or picked from the calendar. A year more than a century
 * away is allowed (the API takes years 0000-9999) but said under the field, since it is most
 * often a typing slip (docs/decisions.md, 'Preferences').
 */
export function DateField<Values extends FieldValues, Output>({
  control,
  ...place
}: TextField<Values, Output>) {
  const { t } = useTranslation('common');
  const dates = narrow<Record<string, string>>(control);
  const year = unlikelyYear(useWatch({ control: dates, name: place.name }));
  return (
    <FormField
      control={dates}
      {...place}
      description={year === null ? place.description : t('date.unlikelyYear', { year })}
      render={({ fieldRef, ...field }) => <DatePicker {...field} inputRef={fieldRef} />}
    />
  );
}

/**
 * An amount typed with two decimals at most, a point or a comma before them (a text box: a
 * number box drops a comma it does not expect; lib/amount-text.ts reads it, the form's schema
 * checks it). Phones show their decimal pad; a `signed` amount (a balance may be owed) the
 * whole keyboard, as a decimal pad has no minus.
 */
export function AmountField<Values extends FieldValues, Output>({
  control,
  signed = false,
  autoFocus = false,
  ...place
}: TextField<Values, Output> & { signed?: boolean; autoFocus?: boolean }) {
  return (
    <FormField control={narrow<Record<string, string>>(control)} {...place}>
      <Input
        inputMode={signed ? 'text' : 'decimal'}
        autoComplete="off"
        // Zero as every amount on screen is written (the chosen locale's separators).
        placeholder={formatAmount(0)}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}

/**
 * 'Value' (a positive amount, two decimals at most) and its 'Currency'; `autoFocus`: the value
 * is the first thing typed (the quick-add form).
 */
export function MoneyFields<
  Values extends { amount: string; currency: number | undefined },
  Output,
>({ control, autoFocus = false }: Bound<Values, Output> & { autoFocus?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <AmountField
        control={narrow<{ amount: string }>(control)}
        name="amount"
        label={t('field.value')}
        autoFocus={autoFocus}
      />
      <FormField
        control={narrow<{ currency: number | undefined }>(control)}
        name="currency"
        label={t('field.currency')}
        render={(field) => <CurrencySelect {...field} />}
      />
    </>
  );
}

/** 'Share incomes too', with what it means: a new group's and the sharing settings' choice. */
export function ShareIncomesField<Values extends { splitIncomes: boolean }, Output>({
  control,
  className,
}: Bound<Values, Output>) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('grid gap-1', className)}>
      <CheckboxField
        control={narrow<{ splitIncomes: boolean }>(control)}
        name="splitIncomes"
        label={t('field.shareIncomes')}
      />
      <p className="text-sm text-muted-foreground">{t('field.shareIncomesHint')}</p>
    </div>
  );
}
