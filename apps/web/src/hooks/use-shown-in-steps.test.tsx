import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownInSteps } from './use-shown-in-steps.ts';

const numbers = (length: number, from = 0) => Array.from({ length }, (_, i) => from + i);

/** Records how many items each commit showed. */
function List({ items, commits }: { items: number[]; commits: number[] }) {
  const shown = useShownInSteps(items, 5, 10);
  commits.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useShownInSteps', () => {
  it('draws the first items, then the rest a step at a time, until every one is shown', async () => {
    const commits: number[] = [];
    render(<List items={numbers(30)} commits={commits} />);
    expect(commits[0]).toBe(5);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
    expect([...new Set(commits)]).toEqual([5, 15, 25, 30]);
  });

  it('draws a list that comes again whole, as far as the count has reached', async () => {
    const commits: number[] = [];
    const { rerender } = render(<List items={numbers(30)} commits={commits} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
    commits.length = 0;
    rerender(<List items={numbers(30, 100)} commits={commits} />);
    expect(commits[0]).toBe(30);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('100');
  });
});
