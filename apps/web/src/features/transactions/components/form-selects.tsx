import { currencies, currencyLabel } from '@budget/contract';
import type { RefCallback } from 'react';
import { MultiSelect } from '@/components/multi-select.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { FORM_TRANSACTION_TYPES } from '../schemas.ts';

/** What FormField hands to its control, plus react-hook-form's field. */
interface FieldControlProps<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  fieldRef: RefCallback<HTMLElement>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Transaction Type: Income or Expense (SPEC section 2), 'Select transaction type' when unset. */
export function TransactionTypeSelect({
  value,
  onChange,
  onBlur,
  fieldRef,
  ...triggerProps
}: FieldControlProps<number | undefined>) {
  return (
    <Select
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
    >
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur}>
        <SelectValue placeholder="Select transaction type" />
      </SelectTrigger>
      <SelectContent>
        {FORM_TRANSACTION_TYPES.map((type) => (
          <SelectItem key={type.value} value={String(type.value)}>
            {type.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Currency: the 36 currencies as 'CODE - Name' (typing the code jumps to it). */
export function CurrencySelect({
  value,
  onChange,
  onBlur,
  fieldRef,
  ...triggerProps
}: FieldControlProps<number | undefined>) {
  return (
    <Select
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
    >
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur}>
        <SelectValue placeholder="Select currency" />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {currencies.map((currency, index) => (
          <SelectItem key={currency.code} value={String(index)}>
            {currencyLabel(index)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Categories (optional): the chosen group's categories in a multiselect. It waits for a group;
 * the form clears the choice when the group changes, and this loads the new group's list.
 */
export function CategoriesSelect({
  groupId,
  knownLabels,
  value,
  onChange,
  onBlur,
  fieldRef,
  ...inputProps
}: FieldControlProps<string[]> & {
  groupId: string;
  /** Names of categories the edited transaction already has, shown while the list loads. */
  knownLabels?: Readonly<Record<string, string>>;
}) {
  const query = useCategoriesQuery(groupId ? [groupId] : [], { enabled: Boolean(groupId) });
  const options = (query.data ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  const placeholder = !groupId
    ? 'Select a group first'
    : query.isPending
      ? 'Loading categories...'
      : 'Choose categories';
  return (
    <MultiSelect
      {...inputProps}
      inputRef={fieldRef}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      fallbackLabels={knownLabels}
      placeholder={placeholder}
      chosenLabel="Chosen categories"
      disabled={!groupId}
    />
  );
}
