import { ChevronDownIcon } from 'lucide-react';
import { useRef, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMultiSelectCombobox,
  type MultiSelectCreating,
} from '@/hooks/use-multi-select-combobox.ts';
import { cn } from '@/lib/utils.ts';
import { emptyDropdownText, type MultiSelectOption } from './multi-select-options.ts';
import { MultiSelectChips, MultiSelectInput, MultiSelectMenu } from './multi-select-parts.tsx';

interface MultiSelectProps {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Labels for chosen values that are not among the options (e.g. while they load). */
  fallbackLabels?: Readonly<Record<string, string>>;
  placeholder?: string;
  /** The accessible name of the chips' list, e.g. 'Chosen categories'. */
  chosenLabel?: string;
  disabled?: boolean;
  /** Given by FormField to the text box, which the label names. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** react-hook-form's field.ref, so a failed check can focus the text box. */
  inputRef?: RefCallback<HTMLInputElement>;
  /** Offers to create what was typed when no option has that name. */
  creating?: MultiSelectCreating;
}

/**
 * Chosen values as removable chips, and a combobox (downshift: ARIA 1.2, list autocomplete)
 * whose dropdown lists only what is not chosen yet, or 'No more options'. Keyboard: typing
 * filters and opens, Down/Up open and move, Enter chooses (the dropdown stays open for the next
 * one), Escape closes, Backspace in the empty box removes the last chip; each chip's remove
 * button is a tab stop of its own.
 */
export function MultiSelect({
  options,
  value,
  onChange,
  onBlur,
  fallbackLabels,
  placeholder,
  chosenLabel,
  disabled,
  inputRef,
  id,
  creating,
  ...inputProps
}: MultiSelectProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('common');
  const combobox = useMultiSelectCombobox({
    options,
    value,
    onChange,
    fallbackLabels,
    inputId: id,
    creating,
  });
  const { chosen, isOpen } = combobox;
  const focusBox = () => rootRef.current?.querySelector('input')?.focus();

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      {/* A click between the chips goes to the text box, as it would in a plain input. */}
      <div
        onClick={(event) => {
          if (event.target === event.currentTarget) focusBox();
        }}
        className={cn(
          // The chevron keeps the first line's end (pr-8), however the chips and the box wrap.
          'relative flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-card py-1.5 pr-8 pl-2 shadow-xs',
          'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/40',
          'has-[input[aria-invalid=true]]:border-destructive',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        {chosen.length > 0 ? (
          <MultiSelectChips
            chosen={chosen}
            label={chosenLabel ?? t('multiSelect.chosen')}
            disabled={disabled}
            onRemove={(removed) => {
              combobox.remove(removed);
              // The button goes with its chip: the text box keeps the focus in the field.
              focusBox();
            }}
          />
        ) : null}
        <MultiSelectInput
          {...inputProps}
          combobox={combobox}
          inputRef={inputRef}
          disabled={disabled}
          placeholder={chosen.length === 0 ? placeholder : undefined}
        />
        <ChevronDownIcon
          className="pointer-events-none absolute top-3 right-2.5 size-4 opacity-60"
          aria-hidden="true"
        />
      </div>
      {isOpen ? (
        <MultiSelectMenu combobox={combobox} emptyText={emptyDropdownText(options, value)} />
      ) : null}
    </div>
  );
}
