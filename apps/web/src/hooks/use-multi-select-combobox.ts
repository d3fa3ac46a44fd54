import { useCombobox } from 'downshift';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chosenOptions,
  remainingOptions,
  type MultiSelectOption,
} from '@/components/multi-select-options.ts';

interface MultiSelectComboboxOptions {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Labels for chosen values that are not among the options (e.g. while they load). */
  fallbackLabels?: Readonly<Record<string, string>>;
  /** The text box's id, which the field's label points at. */
  inputId?: string;
  /** Offers to create what was typed when no option has that name (e.g. a new tag). */
  creating?: MultiSelectCreating;
}

export interface MultiSelectCreating {
  /** The offer's text for a typed name, e.g. 'Create tag "holiday"'. */
  label: (name: string) => string;
  /** Creates it; the caller adds it to the value once it exists. */
  onCreate: (name: string) => void;
}

/** The offer to create what was typed: a value no option has. */
const CREATE_VALUE = '\u0000create';

export type MultiSelectCombobox = ReturnType<typeof useMultiSelectCombobox>;

const { InputKeyDownEnter, ItemClick, InputBlur, ControlledPropUpdatedSelectedItem } =
  useCombobox.stateChangeTypes;
const IGNORED_REPORTS = new Set<string>([
  InputKeyDownEnter,
  ItemClick,
  ControlledPropUpdatedSelectedItem,
]);

/**
 * MultiSelect's state on downshift's useCombobox: the chosen options, those the dropdown offers
 * for what was typed, choosing and removing, and the keys the text box handles itself.
 */
export function useMultiSelectCombobox({
  options,
  value,
  onChange,
  fallbackLabels,
  inputId,
  creating,
}: MultiSelectComboboxOptions) {
  const [query, setQuery] = useState('');
  const { t } = useTranslation('common');
  const chosen = chosenOptions(options, value, fallbackLabels);
  const typed = query.trim();
  const offered = remainingOptions(options, value, query);
  if (creating && typed && !hasLabel(options, typed))
    offered.push({ value: CREATE_VALUE, label: creating.label(typed) });

  // The value and the typed text change in the events themselves: downshift reports changes
  // from an effect after the render, and a key pressed before that acted on the list as it
  // was (two quick Enters chose one option twice).
  const choose = (option: MultiSelectOption) => {
    if (option.value === CREATE_VALUE) creating?.onCreate(typed);
    else onChange([...value, option.value]);
    setQuery('');
  };
  const remove = (removed: string) => onChange(value.filter((item) => item !== removed));
  const combobox = useCombobox({
    items: offered,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    inputId,
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
    // Leaving the box or Escape clear it. A choice cleared it already (choose); downshift reports
    // it, and the chosen item it then takes back (selectedItem stays null), from an effect after
    // the next render: that would wipe the first key typed after a click, or a whole paste.
    onInputValueChange: ({ inputValue, type }) => {
      if (!IGNORED_REPORTS.has(type)) setQuery(inputValue);
    },
  });
  const { isOpen, highlightedIndex } = combobox;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Runs before downshift's own handling, which keeps the dropdown open (stateReducer).
    const highlighted = isOpen ? offered[highlightedIndex] : undefined;
    if (event.key === 'Enter' && highlighted && !event.nativeEvent.isComposing) choose(highlighted);
    const last = value[value.length - 1];
    if (event.key === 'Backspace' && query === '' && last !== undefined) remove(last);
  };
  const onQueryChange = (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value);
  // The list is in the page only while it shows options, as a listbox in the page means a
  // popup is open (the transactions list's shortcuts wait while one is).
  const menuProps = combobox.getMenuProps(
    { 'aria-label': t('multiSelect.options') },
    { suppressRefError: true },
  );
  return { ...combobox, chosen, offered, choose, remove, onKeyDown, onQueryChange, menuProps };
}

/** Whether an option is named so, in any case. */
function hasLabel(options: readonly MultiSelectOption[], name: string): boolean {
  const wanted = name.toLocaleLowerCase();
  return options.some((option) => option.label.trim().toLocaleLowerCase() === wanted);
}
