import { useEffect, useEffectEvent, type RefObject } from 'react';
import { dateFieldValue } from './format-date.ts';

declare global {
  /** The form a visitor sent before the app took the page over (apps/web/index.html). */
  var __submittedBeforeHydration: HTMLFormElement | undefined;
}

/**
 * What a visitor typed, or the browser filled in, on a page drawn at build time before the app
 * took it over (apps/web/prerender.ts) stays in the fields, but the form's state never heard of
 * it: each field that shows a text the state does not hold is handed to `adopt` once the form is
 * drawn, so the two agree. A form sent meanwhile was held back by index.html's inline script; it
 * is sent now, with what it shows. On a page the app drew itself the fields show the state, and
 * nothing happens.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  held: (name: string) => unknown,
  adopt: (name: string, value: string) => void,
): void {
  const take = useEffectEvent(() => {
    const element = form.current;
    if (!element) return;
    for (const field of Array.from(element.elements)) {
      // A box or a choice holds its value whether ticked or not: only typed text is taken.
      if (
        !(field instanceof HTMLInputElement) ||
        !field.name ||
        field.type === 'checkbox' ||
        field.type === 'radio'
      )
        continue;
      // A date field shows its day in the user's format and holds it as yyyy-MM-dd.
      const shown = field.dataset.day === undefined ? field.value : dateFieldValue(field.value);
      const state = held(field.name);
      if (typeof state === 'string' && state !== shown) adopt(field.name, shown);
    }
    if (globalThis.__submittedBeforeHydration === element) {
      globalThis.__submittedBeforeHydration = undefined;
      element.requestSubmit();
    }
  });
  useEffect(() => take(), [form]);
}
