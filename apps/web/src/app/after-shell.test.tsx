import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { afterShell } from './after-shell.tsx';

/**
 * A fresh copy of the module per test (a query makes a module of its own; React's stays shared):
 * whether the page drew a screen yet is the module's own state.
 */
async function freshAfterShell(copy: string): Promise<typeof afterShell> {
  return (await import(/* @vite-ignore */ `./after-shell.tsx?${copy}`)).afterShell;
}

let copies = 0;
const First = () => <h1>First screen</h1>;
const Second = () => <h1>Second screen</h1>;

describe('afterShell', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("draws the page's first screen in a later task, and the screens after it at once", async () => {
    const afterShell = await freshAfterShell(String(++copies));
    const FirstAfterShell = afterShell(First);
    const SecondAfterShell = afterShell(Second);
    const { rerender } = render(<FirstAfterShell />);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('heading').textContent).toBe('First screen');
    rerender(<SecondAfterShell />);
    expect(screen.getByRole('heading').textContent).toBe('Second screen');
  });

  it('waits again for a first screen that went before it was drawn', async () => {
    const afterShell = await freshAfterShell(String(++copies));
    const FirstAfterShell = afterShell(First);
    const SecondAfterShell = afterShell(Second);
    const { rerender } = render(<FirstAfterShell />);
    rerender(<SecondAfterShell />);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('heading').textContent).toBe('Second screen');
  });
});
