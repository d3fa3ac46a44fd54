import { useCombobox } from 'downshift';
import { ChevronDownIcon, XIcon } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type RefCallback } from 'react';
import { cn } from '@/lib/utils.ts';
import {
  chosenOptions,
  emptyDropdownText,
  remainingOptions,
  type MultiSelectOption,
} from './multi-select-options.ts';

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
}

const { InputKeyDownEnter, ItemClick, InputBlur } = useCombobox.stateChangeTypes;

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
  chosenLabel = 'Chosen',
  disabled,
  inputRef,
  id,
  ...inputProps
}: MultiSelectProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const chosen = chosenOptions(options, value, fallbackLabels);
  const offered = remainingOptions(options, value, query);

  // The value and the typed text change in the events themselves: downshift reports changes
  // from an effect after the render, and a key pressed before that acted on the list as it
  // was (two quick Enters chose one option twice).
  const choose = (option: MultiSelectOption) => {
    onChange([...value, option.value]);
    setQuery('');
  };
  const remove = (removed: string) => onChange(value.filter((item) => item !== removed));
  const { isOpen, highlightedIndex, getMenuProps, getInputProps, getItemProps } = useCombobox({
    items: offered,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    inputId: id,
    inputValue: query,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    stateReducer: (state, { type, changes }) => {
      if ((type === InputKeyDownEnter || type === ItemClick) && changes.selectedItem) {
        // The dropdown stays open, the next option moving into the chosen one's place.
        const left = remainingOptions(options, [...value, changes.selectedItem.value]).length;
        const highlightedIndex = Math.min(state.highlightedIndex, left - 1);
        return { ...changes, isOpen: true, highlightedIndex, inputValue: '' };
      }
      // Leaving the box chooses nothing and forgets what was typed.
      if (type === InputBlur) return { ...changes, selectedItem: null, inputValue: '' };
      return changes;
    },
    // Leaving the box or Escape clear it.
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Runs before downshift's own handling, which keeps the dropdown open (stateReducer).
    const highlighted = isOpen ? offered[highlightedIndex] : undefined;
    if (event.key === 'Enter' && highlighted && !event.nativeEvent.isComposing) choose(highlighted);
    const last = value[value.length - 1];
    if (event.key === 'Backspace' && query === '' && last !== undefined) remove(last);
  };
  // The list is in the page only while it shows options, as a listbox in the page means a
  // popup is open (the transactions list's shortcuts wait while one is).
  const menuProps = getMenuProps({ 'aria-label': 'Options' }, { suppressRefError: true });
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
          'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-card px-2 py-1.5 shadow-xs',
          'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/40',
          'has-[input[aria-invalid=true]]:border-destructive',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        {chosen.length > 0 ? (
          <ul className="contents" aria-label={chosenLabel}>
            {chosen.map((option) => (
              <li
                key={option.value}
                className="inline-flex max-w-full items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-sm text-secondary-foreground"
              >
                <span className="truncate">{option.label}</span>
                <button
                  type="button"
                  className="rounded-sm p-0.5 opacity-70 outline-none hover:bg-background hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={`Remove ${option.label}`}
                  disabled={disabled}
                  onClick={() => {
                    remove(option.value);
                    // The button goes with its chip: the text box keeps the focus in the field.
                    focusBox();
                  }}
                >
                  <XIcon className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          {...getInputProps({
            ...inputProps,
            ref: inputRef,
            // The field's label (FormField's, by `id`) names the box, not downshift's own.
            'aria-labelledby': undefined,
            disabled,
            placeholder: chosen.length === 0 ? placeholder : undefined,
            onKeyDown,
            // Nothing to point at while no list is in the page.
            ...(isOpen && offered.length > 0
              ? {}
              : { 'aria-controls': undefined, 'aria-activedescendant': undefined }),
            onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value),
          })}
          type="text"
          className="h-7 min-w-24 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
        />
        <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </div>
      {isOpen ? (
        <div className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md">
          {offered.length > 0 ? (
            <ul {...menuProps}>
              {offered.map((option, index) => (
                <li
                  key={option.value}
                  {...getItemProps({ item: option, index, onClick: () => choose(option) })}
                  className={cn(
                    'cursor-default rounded-md px-2 py-2 text-sm select-none',
                    index === highlightedIndex && 'bg-accent text-accent-foreground',
                  )}
                >
                  {option.label}
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-2 py-2 text-sm text-muted-foreground" role="status">
              {emptyDropdownText(options, value)}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
