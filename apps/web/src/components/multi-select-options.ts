import { i18next } from '@/lib/i18n/i18n.ts';

export interface MultiSelectOption {
  value: string;
  label: string;
}

/**
 * The dropdown lists only the options not chosen yet, in their own order,
 * narrowed by what was typed (case-insensitive, anywhere in the label).
 */
export function remainingOptions(
  options: readonly MultiSelectOption[],
  chosen: readonly string[],
  query = '',
): MultiSelectOption[] {
  const taken = new Set(chosen);
  const needle = query.trim().toLocaleLowerCase();
  return options.filter(
    (option) =>
      !taken.has(option.value) && (!needle || option.label.toLocaleLowerCase().includes(needle)),
  );
}

/** What the open dropdown says when it has no option to offer. */
export function emptyDropdownText(
  options: readonly MultiSelectOption[],
  chosen: readonly string[],
): string {
  return i18next.t(
    remainingOptions(options, chosen).length === 0 ? 'multiSelect.noMore' : 'multiSelect.noMatch',
  );
}

/** The labels of the chosen values; a value with no option (e.g. not loaded yet) shows itself. */
export function chosenOptions(
  options: readonly MultiSelectOption[],
  chosen: readonly string[],
  fallbackLabels: Readonly<Record<string, string>> = {},
): MultiSelectOption[] {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return chosen.map((value) => ({
    value,
    label: byValue.get(value) ?? fallbackLabels[value] ?? value,
  }));
}
