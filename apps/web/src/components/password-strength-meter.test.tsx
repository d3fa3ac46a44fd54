import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

describe('PasswordStrengthMeter', () => {
  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the label and fills the bar to the strength', () => {
    render(<PasswordStrengthMeter password="Abcdefg1!" />);
    expect(screen.getByText('Good')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
  });
});
