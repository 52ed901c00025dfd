/**
 * Runs `task` at the browser's next idle moment, `timeoutMs` at the latest; returns its cancel.
 * Where there is no requestIdleCallback (Safari, jsdom) it runs after a short timer instead.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
