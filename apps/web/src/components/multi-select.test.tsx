import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelect } from './multi-select.tsx';

const options = [
  { value: 'c1', label: 'Groceries' },
  { value: 'c2', label: 'Rent' },
  { value: 'c3', label: 'Car' },
];

function Harness() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="categories">Categories (optional)</label>
      <MultiSelect
        id="categories"
        options={options}
        value={value}
        onChange={setValue}
        chosenLabel="Chosen categories"
      />
      <output>{value.join(',')}</output>
    </>
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Chosen categories' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const offered = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('MultiSelect', () => {
  it('chooses with the keyboard alone and offers only what is left', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.tab();
    const box = screen.getByRole('combobox', { name: 'Categories (optional)' });
    expect(document.activeElement).toBe(box);

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(offered()).toEqual(['Groceries', 'Rent', 'Car']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips()).toEqual(['Rent']);
    // The dropdown stays open without the chosen option, the next one active.
    expect(offered()).toEqual(['Groceries', 'Car']);
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Car' }).id,
    );

    await user.keyboard('gro{Enter}');
    expect(chips()).toEqual(['Rent', 'Groceries']);
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Rent', 'Groceries', 'Car']);
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No more options')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['Rent', 'Groceries']);
    expect(screen.getByRole('status').textContent).toBe('c2,c1');
  });

  it('keeps the first key typed, or a paste, right after an option is clicked', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox') as HTMLInputElement;
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Rent' }));
    await user.keyboard('Gr');
    expect(box.value).toBe('Gr');
    await user.click(screen.getByRole('option', { name: 'Groceries' }));
    await user.paste('Ca');
    expect(box.value).toBe('Ca');
    expect(offered()).toEqual(['Car']);
  });

  it('removes a chip with its own button', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Car' }));
    expect(chips()).toEqual(['Car']);
    await user.click(screen.getByRole('button', { name: 'Remove Car' }));
    expect(screen.queryByRole('list', { name: 'Chosen categories' })).toBeNull();
  });

  it('has a list in the page only while it shows options, which the box controls', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Categories (optional)' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-controls')).toBeNull();
    await user.click(box);
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    await user.keyboard('xyz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('No matching options')).toBeTruthy();
    await user.tab();
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('No matching options')).toBeNull();
  });
});
