import { ChevronDownIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type RefCallback } from 'react';
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

/**
 * Chosen values as removable chips, and a combobox (ARIA 1.2, list autocomplete) whose dropdown
 * lists only what is not chosen yet, or 'No more options'. Keyboard: typing filters and opens,
 * Down/Up open and move, Enter chooses (the dropdown stays open for the next one), Escape
 * closes, Backspace in the empty box removes the last chip; each chip's remove button is a tab
 * stop of its own.
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
  ...inputProps
}: MultiSelectProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const setInputRef = (element: HTMLInputElement | null) => {
    ownInputRef.current = element;
    inputRef?.(element);
  };
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const chosen = chosenOptions(options, value, fallbackLabels);
  const offered = remainingOptions(options, value, query);
  const activeIndex = Math.max(0, Math.min(active, offered.length - 1));

  function show(index = 0) {
    setOpen(true);
    setActive(index);
  }

  function choose(option: MultiSelectOption) {
    onChange([...value, option.value]);
    setQuery('');
    // The next option moves into the chosen one's place, ready for another Enter.
    setActive(activeIndex);
  }

  function remove(removed: string) {
    onChange(value.filter((item) => item !== removed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show(0);
        else setActive(Math.min(activeIndex + 1, offered.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show(Math.max(offered.length - 1, 0));
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter': {
        // Enter in an open dropdown chooses; it must not submit the form.
        if (!open) return;
        event.preventDefault();
        const option = offered[activeIndex];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (!open) return;
        // Closing the dropdown must not also close a dialog around the form.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        break;
      case 'Backspace': {
        const last = value[value.length - 1];
        if (query === '' && last !== undefined) remove(last);
        break;
      }
    }
  }

  const hasOptions = open && offered.length > 0;
  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        setQuery('');
        onBlur?.();
      }}
    >
      {/* A click between the chips goes to the text box, as it would in a plain input. */}
      <div
        onClick={(event) => {
          if (event.target === event.currentTarget) ownInputRef.current?.focus();
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
                  onClick={() => remove(option.value)}
                >
                  <XIcon className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          {...inputProps}
          ref={setInputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={hasOptions ? listId : undefined}
          aria-activedescendant={hasOptions ? optionId(activeIndex) : undefined}
          className="h-7 min-w-24 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
          placeholder={chosen.length === 0 ? placeholder : undefined}
          disabled={disabled}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            show(0);
          }}
          onClick={() => (open ? setOpen(false) : show(0))}
          onKeyDown={onKeyDown}
        />
        <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </div>
      {open ? (
        <div className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md">
          {hasOptions ? (
            <ul role="listbox" id={listId} aria-label="Options">
              {offered.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={cn(
                    'cursor-default rounded-md px-2 py-2 text-sm select-none',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                  // The text box keeps focus, so typing and the arrow keys go on working.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(option)}
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
