/**
 * What the build and the component tests load for `react` (vite.config.ts): Preact's React layer,
 * chosen for the first download (docs/performance.md, 'First screens'), with two hooks made to
 * behave as the app relies on them.
 */
import { useEffect, useState } from 'preact/hooks';

// Preact's types declare the layer as one `export =` object; the code uses React's types anyway.
// @ts-expect-error TS2498: re-exported as the ES module it is at run time.
export * from 'preact/compat';
export { default } from 'preact/compat';

let lastId = 0;

/**
 * Ids unique across the page. Preact numbers them per render root, and each portal (a select's
 * list, a dialog) is a root, so a label and a list could share an id.
 */
export function useId(): string {
  const [id] = useState(() => `r${(++lastId).toString(36)}`);
  return id;
}

/**
 * The value as of the last frame: a new value is drawn in a render of its own once the page has
 * painted the old one (Preact's runs effects after the paint), so a long list's first cards show
 * before the rest are made. Preact's own returns the value at once.
 */
export function useDeferredValue<T>(value: T, initialValue: T = value): T {
  const [shown, setShown] = useState<T>(() => initialValue);
  useEffect(() => {
    if (!Object.is(shown, value)) setShown(() => value);
  }, [shown, value]);
  return shown;
}
