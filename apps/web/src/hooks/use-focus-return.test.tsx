import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './use-focus-return.ts';

function Opened({ onClose, autoFocus = true }: { onClose: () => void; autoFocus?: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusReturn(form);
  return (
    <form ref={form} aria-label="Add category">
      <input aria-label="Name" autoFocus={autoFocus} />
      <button type="button" onClick={onClose}>
        Save
      </button>
    </form>
  );
}

/** A list with an Add button, and a form in its place while open (`replaced`: the button too). */
function Screen({ replaced = false }: { replaced?: boolean }) {
  const [open, setOpen] = useState(false);
  if (open && replaced) return <Opened onClose={() => setOpen(false)} />;
  return (
    <main>
      <h1>Categories</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Add Category
      </button>
      {open ? <Opened onClose={() => setOpen(false)} /> : null}
    </main>
  );
}

describe('useFocusReturn', () => {
  it('puts the focus back on the button that opened the form once it is saved', async () => {
    render(<Screen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Category' })),
    );
  });

  it('keeps the focus on the control drawn again when a saved form is redrawn, else moves nothing', async () => {
    function Redrawn() {
      const [version, setVersion] = useState(0);
      const redraw = () => setVersion((was) => was + 1);
      return (
        <main>
          <h1>Balances</h1>
          <Opened key={version} onClose={redraw} autoFocus={false} />
          <button type="button" onClick={redraw}>
            Reload
          </button>
        </main>
      );
    }
    render(<Redrawn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' })),
    );
    const reload = screen.getByRole('button', { name: 'Reload' });
    await user.click(reload);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(reload);
  });

  it('finds the button drawn again in its place when the screen was replaced', async () => {
    render(<Screen replaced />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Category' })),
    );
  });
});
