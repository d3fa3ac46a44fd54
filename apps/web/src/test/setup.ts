import { cleanup, configure } from '@testing-library/react';
import Preact from 'preact/compat';
import React from 'react';
import { toast } from 'sonner';
import { afterAll, afterEach } from 'vitest';

// The components render as the build ships them (src/lib/react-on-preact.ts), never with React DOM.
if ((React as unknown) !== Preact)
  throw new Error('`react` must resolve to Preact in component tests');

// Preact draws after the event that asked for it, and the first screen of a file loads its
// modules through Vite: on CI's two busy cores the default second of findBy/waitFor ran out, and
// a file's first lazily loaded form (its code compiled then) took 6-7 s on a slow host.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Radix and sonner reach for; inert stand-ins are enough here.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Radix Select asks for pointer capture and scrolls the chosen option into view.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module and shows a new toaster those still active: one test's
  // toasts must not appear in the next.
  toast.dismiss();
});

// Preact runs effects after the next frame, or 35 ms: those of the last test settle before the
// DOM is torn down, rather than finding its globals gone.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
