import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The script time one batch may take; with the browser's style and layout after it, its task
 * stays well under the 50 ms past which a task counts as blocking the page, also on a phone.
 */
const BATCH_MS = 6;
const MAX_BATCH = 64;

/**
 * How many items of a long list to draw: `first` at once, then the rest in batches, each in a
 * task of its own, so that a hundred budget cards or transaction rows never hold the page in one
 * long task (docs/performance.md, 'First screens'). Each batch is sized from the time the last
 * one took to draw, so a slow phone gets smaller batches and a fast desktop a few large ones.
 * The count only grows while the list is shown: a new page of rows is drawn whole, at once.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  const batch = useRef({ size: Math.max(1, first), startedAt: 0 });
  const shown = Math.min(total, Math.max(count, first));

  useLayoutEffect(() => {
    if (shown >= total) return;
    const drawn = batch.current;
    if (drawn.startedAt > 0) {
      // Layout effects run once the batch is in the page: how long it took per item.
      const perItem = Math.max(0.01, (performance.now() - drawn.startedAt) / drawn.size);
      drawn.size = Math.max(1, Math.min(MAX_BATCH, Math.floor(BATCH_MS / perItem)));
    }
    const timer = setTimeout(() => {
      drawn.startedAt = performance.now();
      setCount(Math.min(total, shown + drawn.size));
    }, 0);
    return () => clearTimeout(timer);
  }, [shown, total]);

  return shown;
}
