import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

const FRUIT = { a: 'Apple', b: 'Banana', c: 'Cherry' } as const;

function Fruit() {
  const [value, setValue] = useState('b');
  return (
    <>
      <Select value={value} onValueChange={setValue}>
        <SelectTrigger aria-label="Fruit">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(FRUIT).map(([option, label]) => (
            <SelectItem key={option} value={option}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <output>{value}</output>
    </>
  );
}

/** The options' texts that have been drawn, in any select, hidden or shown. */
const drawn = new Set<string>();
function Drawn({ text }: { text: string }) {
  drawn.add(text);
  return text;
}

describe('Select', () => {
  it('draws only the chosen option until it is about to be used', async () => {
    drawn.clear();
    render(
      <Select value="b">
        <SelectTrigger aria-label="Fruit">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(FRUIT).map(([option, label]) => (
            <SelectItem key={option} value={option}>
              <Drawn text={label} />
            </SelectItem>
          ))}
        </SelectContent>
      </Select>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    await waitFor(() => expect(trigger.textContent).toContain('Banana'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...drawn]).toEqual(['Banana']);

    await userEvent.setup().tab();
    await waitFor(() => expect([...drawn].sort()).toEqual(['Apple', 'Banana', 'Cherry']));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the chosen option, and every option once opened', async () => {
    render(<Fruit />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    await waitFor(() => expect(trigger.textContent).toContain('Banana'));

    const user = userEvent.setup();
    await user.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Apple', 'Banana', 'Cherry']);
    await user.click(screen.getByRole('option', { name: 'Cherry' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('c'));
    await waitFor(() => expect(trigger.textContent).toContain('Cherry'));
  });

  it('jumps to an option by its first letter typed on the closed select', async () => {
    render(<Fruit />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Fruit' }));
    await user.keyboard('c');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('c'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
