import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCooldowns, useCooldown } from './use-cooldown.ts';

afterEach(() => {
  resetCooldowns();
  vi.useRealTimers();
});

describe('useCooldown', () => {
  it('counts down the seconds after start and is shared by key', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useCooldown('resend:ann', 60));
    const second = renderHook(() => useCooldown('resend:ann', 60));
    expect(first.result.current.isCoolingDown).toBe(false);

    act(() => first.result.current.start());
    expect(first.result.current.secondsLeft).toBe(60);
    expect(second.result.current.secondsLeft).toBe(60);

    act(() => void vi.advanceTimersByTime(15_000));
    expect(second.result.current.secondsLeft).toBe(45);

    act(() => void vi.advanceTimersByTime(45_000));
    expect(first.result.current.secondsLeft).toBe(0);
    expect(first.result.current.isCoolingDown).toBe(false);
  });
});
