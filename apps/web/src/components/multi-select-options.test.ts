import { describe, expect, it } from 'vitest';
import { chosenOptions, emptyDropdownText, remainingOptions } from './multi-select-options.ts';

const options = [
  { value: 'c1', label: 'Groceries' },
  { value: 'c2', label: 'Rent' },
  { value: 'c3', label: 'Car' },
];

describe('remainingOptions', () => {
  it('offers only the options not chosen yet, in their order', () => {
    expect(remainingOptions(options, []).map((o) => o.value)).toEqual(['c1', 'c2', 'c3']);
    expect(remainingOptions(options, ['c2']).map((o) => o.value)).toEqual(['c1', 'c3']);
    expect(remainingOptions(options, ['c1', 'c2', 'c3'])).toEqual([]);
  });

  it('narrows by the typed text anywhere in the label, ignoring case', () => {
    expect(remainingOptions(options, [], ' r ').map((o) => o.value)).toEqual(['c1', 'c2', 'c3']);
    expect(remainingOptions(options, [], 'EN').map((o) => o.value)).toEqual(['c2']);
    expect(remainingOptions(options, ['c2'], 'en')).toEqual([]);
  });
});

describe('emptyDropdownText', () => {
  it("says 'No more options' once everything is chosen, otherwise that nothing matches", () => {
    expect(emptyDropdownText(options, ['c1', 'c2', 'c3'])).toBe('No more options');
    expect(emptyDropdownText([], [])).toBe('No more options');
    expect(emptyDropdownText(options, ['c1'])).toBe('No matching options');
  });
});

describe('chosenOptions', () => {
  it('keeps the chosen order and falls back to known labels, then the value', () => {
    expect(chosenOptions(options, ['c3', 'c1', 'x', 'y'], { x: 'Old name' })).toEqual([
      { value: 'c3', label: 'Car' },
      { value: 'c1', label: 'Groceries' },
      { value: 'x', label: 'Old name' },
      { value: 'y', label: 'y' },
    ]);
  });
});
