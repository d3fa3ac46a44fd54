import { cloneElement, useEffect, useState, type HTMLAttributes, type ReactElement } from 'react';
import { createPortal } from 'react-dom';

/** How long the pointer rests on a link before its name shows; focus shows it at once. */
const HOVER_DELAY_MS = 300;

interface Wanted {
  target: HTMLElement;
  delay: number;
}

/**
 * A collapsed sidebar link's name beside it, on hover and keyboard focus. Only a visual aid: the
 * link's aria-label names it for screen readers either way. Drawn into the page's body, as the
 * sidebar's scrolling list would clip it.
 */
export function NavTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<HTMLAttributes<HTMLElement>>;
}) {
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const [shown, setShown] = useState<{ for: Wanted; top: number; left: number } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(() => {
      const box = wanted.target.getBoundingClientRect();
      setShown({ for: wanted, top: box.top + box.height / 2, left: box.right + 6 });
    }, wanted.delay);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setWanted(null);
    };
    const onScroll = () => setWanted(null);
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [wanted]);

  const hide = () => setWanted(null);
  const trigger = cloneElement(children, {
    onPointerEnter: (event) => setWanted({ target: event.currentTarget, delay: HOVER_DELAY_MS }),
    onPointerLeave: hide,
    onPointerDown: hide,
    onFocus: (event) => setWanted({ target: event.currentTarget, delay: 0 }),
    onBlur: hide,
  });
  return (
    <>
      {trigger}
      {wanted && shown?.for === wanted
        ? createPortal(
            <div
              role="tooltip"
              style={{ top: shown.top, left: shown.left }}
              className="pointer-events-none fixed z-50 -translate-y-1/2 animate-fade-in rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md"
            >
              {label}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
