import '@/lib/i18n/i18n.ts';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// A file's first lazily loaded screen compiles its modules through Vite when first asked for: on
// CI's two busy cores that took several seconds, past findBy/waitFor's default second.
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

// jsdom lays nothing out: a scrolling box measures 0 px and a virtualised list (TanStack
// Virtual) would draw no row in it. Boxes get a window's height; rows still measure 0 px, so
// every row of a page is drawn, as the tests expect to find them.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get: () => 800,
});

// Radix Select asks for pointer capture and scrolls the chosen option into view.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module and shows a new toaster those still active: one test's
  // toasts must not appear in the next.
  toast.dismiss();
  // What one test left on the device (the add form's last choices) must not start the next.
  window.localStorage.clear();
});
