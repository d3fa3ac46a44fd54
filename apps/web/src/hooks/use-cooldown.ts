import { useCallback, useSyncExternalStore } from 'react';

/**
 * Cooldowns live outside React so they survive navigation: a verification mail resent from the
 * dashboard keeps the profile's resend button waiting too, matching the server's 60 s limit.
 */
const deadlines = new Map<string, number>();
const remaining = new Map<string, number>();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  const now = Date.now();
  for (const [key, deadline] of deadlines) {
    const left = Math.max(0, Math.ceil((deadline - now) / 1000));
    remaining.set(key, left);
    if (left === 0) deadlines.delete(key);
  }
  if (deadlines.size === 0 && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function startCooldown(key: string, seconds: number): void {
  deadlines.set(key, Date.now() + seconds * 1000);
  tick();
  // A quarter-second tick keeps the shown seconds within 250 ms of the truth.
  timer ??= setInterval(tick, 250);
}

/** Test helper: forgets every cooldown. */
export function resetCooldowns(): void {
  deadlines.clear();
  tick();
  remaining.clear();
}

export interface Cooldown {
  secondsLeft: number;
  isCoolingDown: boolean;
  start: () => void;
}

/** A named countdown, e.g. useCooldown('resend:ann@example.com', 60). */
export function useCooldown(key: string, seconds: number): Cooldown {
  const secondsLeft = useSyncExternalStore(
    subscribe,
    () => remaining.get(key) ?? 0,
    () => 0,
  );
  const start = useCallback(() => startCooldown(key, seconds), [key, seconds]);
  return { secondsLeft, isCoolingDown: secondsLeft > 0, start };
}
