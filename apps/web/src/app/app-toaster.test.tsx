import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { toast } from '@/lib/toast.ts';
import { AppToaster } from './app-toaster.tsx';

it('shows the toasts asked for', async () => {
  render(<AppToaster />);
  toast.success('Saved');
  toast.error('And an error');
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(await screen.findByText('And an error')).toBeTruthy();
});
