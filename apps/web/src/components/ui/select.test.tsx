import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

const drawn: string[] = [];

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
          {['a', 'b', 'c'].map((option) => (
            <SelectItem key={option} value={option}>
              <Counted label={`Fruit ${option.toUpperCase()}`} />
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('draws only the chosen option while closed, and every option once opened', async () => {
    drawn.length = 0;
    render(<Fruit />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    await waitFor(() => expect(trigger.textContent).toContain('Fruit B'));
    expect(new Set(drawn)).toEqual(new Set(['Fruit B']));

    const user = userEvent.setup();
    await user.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Fruit A', 'Fruit B', 'Fruit C']);
    await user.click(screen.getByRole('option', { name: 'Fruit C' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('c'));
    await waitFor(() => expect(trigger.textContent).toContain('Fruit C'));
  });
});
