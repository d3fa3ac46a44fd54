import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WrappingName } from './wrapping-name.tsx';

describe('WrappingName', () => {
  it("offers a line break after '@' and each '.', and keeps the text whole", () => {
    const { container } = render(<WrappingName text="partner@example.com" />);
    expect(container.textContent).toBe('partner@example.com');
    expect(container.innerHTML).toContain('partner@<wbr>example.<wbr>com');
  });

  it('leaves a name without either as it is', () => {
    const { container } = render(<WrappingName text="Ann Smith" />);
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
    expect(container.textContent).toBe('Ann Smith');
  });
});
