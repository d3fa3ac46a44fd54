import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

function List({ total, first }: { total: number; first: number }) {
  const shown = useProgressiveCount(total, first);
  return <p data-testid="shown">{shown}</p>;
}

const shown = () => Number(screen.getByTestId('shown').textContent);

describe('useProgressiveCount', () => {
  it('draws the first items at once and the others in later tasks, up to all', async () => {
    render(<List total={300} first={5} />);
    expect(shown()).toBe(5);
    await waitFor(() => expect(shown()).toBe(300));
  });

  it('starts from nothing when asked to, and still reaches the end', async () => {
    render(<List total={3} first={0} />);
    expect(shown()).toBe(0);
    await waitFor(() => expect(shown()).toBe(3));
  });

  it('never shows more than there is, and draws a new list whole once all were shown', async () => {
    const { rerender } = render(<List total={2} first={5} />);
    expect(shown()).toBe(2);
    rerender(<List total={40} first={5} />);
    await waitFor(() => expect(shown()).toBe(40));
    rerender(<List total={12} first={5} />);
    expect(shown()).toBe(12);
    rerender(<List total={40} first={5} />);
    expect(shown()).toBe(40);
  });
});
