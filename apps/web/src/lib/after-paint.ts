/**
 * Resolves once the browser has drawn the frame it is preparing: code loaded after it does not
 * hold up the screen's first paint (on a phone's network it would share the bandwidth and the
 * main thread with the screen's own code).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
