import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

const listMatching = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList;

afterEach(() => vi.restoreAllMocks());

describe('useMediaQuery', () => {
  it('asks the browser once per query however often it draws, and follows a new matchMedia', () => {
    const first = vi.spyOn(window, 'matchMedia').mockImplementation((q) => listMatching(q, true));
    const { rerender } = render(<Probe query="(min-width: 1px)" />);
    for (let i = 0; i < 5; i++) rerender(<Probe query="(min-width: 1px)" />);
    expect(screen.getByText('matches')).toBeTruthy();
    expect(first).toHaveBeenCalledTimes(1);
    // Replaced (as a test does to draw a phone): the new one answers.
    vi.restoreAllMocks();
    vi.spyOn(window, 'matchMedia').mockImplementation((q) => listMatching(q, false));
    render(<Probe query="(min-width: 1px)" />);
    expect(screen.getByText('does not match')).toBeTruthy();
  });
});
