import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

const drawn: string[] = [];
const FRUIT = { a: 'Apple', b: 'Banana', c: 'Cherry' } as const;

/** An option's text that records each time it is drawn. */
function Counted({ label }: { label: string }) {
  drawn.push(label);
  return <>{label}</>;
}

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
              <Counted label={label} />
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <output>{value}</output>
    </>
  );
}

function renderFruit() {
  drawn.length = 0;
  render(<Fruit />);
  return screen.getByRole('combobox', { name: 'Fruit' });
}

describe('Select', () => {
  it('draws only the chosen option while closed, and every option once opened', async () => {
    const trigger = renderFruit();
    await waitFor(() => expect(trigger.textContent).toContain('Banana'));
    expect(new Set(drawn)).toEqual(new Set(['Banana']));

    const user = userEvent.setup();
    await user.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Apple', 'Banana', 'Cherry']);
    await user.click(screen.getByRole('option', { name: 'Cherry' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('c'));
    await waitFor(() => expect(trigger.textContent).toContain('Cherry'));
  });

  it('still jumps to an option by its first letter typed on the closed select', async () => {
    const trigger = renderFruit();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await waitFor(() => expect(new Set(drawn)).toEqual(new Set(['Apple', 'Banana', 'Cherry'])));
    await user.keyboard('c');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('c'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
