import { useLayoutEffect, useState, type RefObject } from 'react';

/** What the focus was on before a form opened, to find it again when the screen redraws it. */
interface Opener {
  element: HTMLElement;
  tag: string;
  label: string | null;
  text: string;
}

function focusedNow(): Opener | null {
  // Drawn at build time (the public screens' HTML), there is no page to hold a focus.
  if (typeof document === 'undefined') return null;
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const text = element.textContent?.trim() ?? '';
  return { element, tag: element.tagName, label: element.getAttribute('aria-label'), text };
}

/** The element itself when still in the page, else a button or link drawn in its place (same name). */
function alikeOf(was: Opener | null): HTMLElement | null {
  if (!was) return null;
  if (was.element.isConnected) return was.element;
  return (
    [...document.querySelectorAll<HTMLElement>('button, a')].find(
      (candidate) =>
        candidate.tagName === was.tag &&
        candidate.getAttribute('aria-label') === was.label &&
        (candidate.textContent?.trim() ?? '') === was.text,
    ) ?? null
  );
}

/**
 * The control that had the focus in the form, drawn again (a form redrawn after its save), else
 * the opener or its like, else the page's heading.
 */
function returnTarget(last: Opener | null, opener: Opener | null): HTMLElement | null {
  const found = alikeOf(last) ?? alikeOf(opener);
  if (found) return found;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * When a form leaves the page (saved or cancelled) and the focus went with it, puts it back where
 * the form was opened from: a keyboard user goes on from there, not from the top of the page. A
 * dialog's own return (Radix) and a focus the user moved elsewhere are left alone.
 */
export function useFocusReturn(form: RefObject<HTMLElement | null>): void {
  // Read as the form is first drawn, before a field of it takes the focus (autoFocus).
  const [opener] = useState(focusedNow);
  useLayoutEffect(() => {
    const element = form.current;
    return () => {
      // Still in the page here: only a form that held the focus gives it back (one drawn again
      // under a new key, or left while the focus was elsewhere, moves nothing).
      if (!element?.contains(document.activeElement)) return;
      const last = focusedNow();
      // After the screen has drawn what takes the form's place.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active instanceof HTMLElement && active !== document.body) return;
        returnTarget(last, opener)?.focus();
      });
    };
  }, [form, opener]);
}
