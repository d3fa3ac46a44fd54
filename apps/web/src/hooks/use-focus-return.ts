import { useLayoutEffect, useState } from 'react';

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

/** The opener itself, else the button or link drawn in its place (same name), else the page's heading. */
function returnTarget(opener: Opener | null): HTMLElement | null {
  if (opener?.element.isConnected) return opener.element;
  if (opener) {
    const alike = [...document.querySelectorAll<HTMLElement>('button, a')].find(
      (candidate) =>
        candidate.tagName === opener.tag &&
        candidate.getAttribute('aria-label') === opener.label &&
        (candidate.textContent?.trim() ?? '') === opener.text,
    );
    if (alike) return alike;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * When a form leaves the page (saved or cancelled) and the focus went with it, puts it back where
 * the form was opened from: a keyboard user goes on from there, not from the top of the page. A
 * dialog's own return (Radix) and a focus the user moved elsewhere are left alone.
 */
export function useFocusReturn(): void {
  // Read as the form is first drawn, before a field of it takes the focus (autoFocus).
  const [opener] = useState(focusedNow);
  useLayoutEffect(
    () => () => {
      // After the screen has drawn what takes the form's place.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active instanceof HTMLElement && active !== document.body) return;
        returnTarget(opener)?.focus();
      });
    },
    [opener],
  );
}
