import { useEffect, useState, type ComponentType } from 'react';

/** Whether this page has drawn a signed-in screen yet. */
let screenDrawn = false;

/**
 * The page's first signed-in screen drawn in the task after the shell around it, not in one long
 * task with it: on a phone the two took 230 ms of main thread at once, in which the page could
 * neither paint nor answer a tap (docs/performance.md, 'First screens'). Screens
 * opened later are drawn at once, so a click on a link shows no empty frame.
 */
export function afterShell(Screen: ComponentType): ComponentType {
  return function AfterShell() {
    const [ready, setReady] = useState(screenDrawn);
    useEffect(() => {
      if (ready) return;
      const timer = setTimeout(() => {
        screenDrawn = true;
        setReady(true);
      }, 0);
      return () => clearTimeout(timer);
    }, [ready]);
    return ready ? <Screen /> : null;
  };
}
