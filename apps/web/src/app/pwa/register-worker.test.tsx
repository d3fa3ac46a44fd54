import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { offerUpdate } from './register-worker.ts';

afterEach(() => setLanguage('en'));

describe('a new version of the app', () => {
  it("waits for 'Reload to update', then is applied with a reload", async () => {
    const update = vi.fn(async () => undefined);
    render(<Toaster />);
    offerUpdate(update);
    expect(await screen.findByText('A new version of Budget App is ready.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    // A click alone: sonner's swipe handling asks for pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(update).toHaveBeenCalledWith(true);
  });

  it('is offered in Polish', async () => {
    await setLanguage('pl');
    render(<Toaster />);
    offerUpdate(vi.fn(async () => undefined));
    expect(await screen.findByRole('button', { name: 'Odśwież, aby zaktualizować' })).toBeTruthy();
  });
});
