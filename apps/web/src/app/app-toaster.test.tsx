import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { toast } from '@/lib/toast.ts';
import { AppToaster } from './app-toaster.tsx';

it('shows a toast asked for before the toaster or its library had loaded', async () => {
  render(<AppToaster />);
  expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
  toast.success('Saved before the toaster');
  toast.error('And an error');
  expect(await screen.findByText('Saved before the toaster')).toBeTruthy();
  expect(await screen.findByText('And an error')).toBeTruthy();
});
