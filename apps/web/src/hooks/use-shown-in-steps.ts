import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more in each following render, each in a
 * transition of its own: React draws it in slices between which the browser paints and takes
 * input, and each commit adds only `step` items to the page, where one deferred render of every
 * item ended in one long commit (docs/performance.md, 'First screens (Lighthouse)'). Every item
 * is in the page a moment later (find in page, screen readers). The count only grows: a list
 * that comes again (a refresh, another page) is drawn whole, as far as the count has reached.
 */
export function useShownInSteps<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [count, setCount] = useState(first);
  const more = count < items.length;
  useEffect(() => {
    if (more) startTransition(() => setCount((shown) => shown + step));
  }, [more, count, step]);
  return more ? items.slice(0, count) : items;
}
