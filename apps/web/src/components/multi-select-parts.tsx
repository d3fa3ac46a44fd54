import { XIcon } from 'lucide-react';
import type { RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiSelectCombobox } from '@/hooks/use-multi-select-combobox.ts';
import { cn } from '@/lib/utils.ts';
import type { MultiSelectOption } from './multi-select-options.ts';

/** The chosen values as chips, each with a remove button that is a tab stop of its own. */
export function MultiSelectChips({
  chosen,
  label,
  disabled,
  onRemove,
}: {
  chosen: readonly MultiSelectOption[];
  /** The accessible name of the chips' list, e.g. 'Chosen categories'. */
  label: string;
  disabled?: boolean;
  onRemove: (value: string) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ul className="contents" aria-label={label}>
      {chosen.map((option) => (
        <li
          key={option.value}
          className="inline-flex max-w-full items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-sm text-secondary-foreground"
        >
          {/* A long name wraps, where cut short it would still widen the field past a phone's
              screen (its whole width is what the field is laid out for). */}
          <span className="min-w-0 wrap-anywhere">{option.label}</span>
          <button
            type="button"
            className="rounded-sm p-0.5 opacity-70 outline-none hover:bg-background hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={t('multiSelect.remove', { label: option.label })}
            disabled={disabled}
            onClick={() => onRemove(option.value)}
          >
            <XIcon className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The combobox's text box, named by the field's label. */
export function MultiSelectInput({
  combobox,
  inputRef,
  disabled,
  placeholder,
  ...fieldProps
}: {
  combobox: MultiSelectCombobox;
  /** react-hook-form's field.ref, so a failed check can focus the text box. */
  inputRef?: RefCallback<HTMLInputElement>;
  disabled?: boolean;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { getInputProps, isOpen, offered, onKeyDown, onQueryChange } = combobox;
  return (
    <input
      {...getInputProps({
        ...fieldProps,
        ref: inputRef,
        // The field's label (FormField's, by `id`) names the box, not downshift's own.
        'aria-labelledby': undefined,
        disabled,
        placeholder,
        onKeyDown,
        // Nothing to point at while no list is in the page.
        ...(isOpen && offered.length > 0
          ? {}
          : { 'aria-controls': undefined, 'aria-activedescendant': undefined }),
        onChange: onQueryChange,
      })}
      type="text"
      className="h-7 min-w-16 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
    />
  );
}

/** The open dropdown: the options not chosen yet, or what it says when there are none. */
export function MultiSelectMenu({
  combobox,
  emptyText,
}: {
  combobox: MultiSelectCombobox;
  emptyText: string;
}) {
  const { offered, menuProps, getItemProps, highlightedIndex, choose } = combobox;
  return (
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
          {emptyText}
        </p>
      )}
    </div>
  );
}
