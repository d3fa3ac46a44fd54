/**
 * What the build and the component tests load for `react` (vite.config.ts): Preact's React layer,
 * chosen for the first download (docs/performance.md, 'First screens'), with useId made to
 * behave as the app relies on it.
 */
import { useState } from 'preact/hooks';

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
