import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children once their place enters the window, and the placeholder (which must take
 * the same size) until then: a screen's charts below the first view neither download their code
 * nor hold the page while it loads (docs/performance.md, 'First screens'); scrolled to, a chart
 * comes as its code arrives. Once drawn they stay. Where the browser cannot tell (no
 * IntersectionObserver), at once.
 */
export function WhenInViewport({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  return seen ? <>{children}</> : <div ref={anchor}>{placeholder}</div>;
}
