import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, { source: typeof window.matchMedia; list: MediaQueryList }>();

/**
 * One list per query: matchMedia builds and evaluates a new one on every call, and the snapshot
 * is read on every render of every user (docs/performance.md, 'First screens'); a list's
 * `matches` stays current by itself. A replaced window.matchMedia (tests) gets its own lists.
 */
function mediaQueryList(query: string): MediaQueryList {
  const source = window.matchMedia;
  const cached = lists.get(query);
  if (cached?.source === source) return cached.list;
  const list = source.call(window, query);
  lists.set(query, { source, list });
  return list;
}

/** Whether a CSS media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryList(query).matches);
}

/** Under 768 px the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/**
 * The user asked the system for less motion: charts are drawn at once rather than grown (their
 * animation is the library's own, which the page's CSS rule for reduced motion does not reach).
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
