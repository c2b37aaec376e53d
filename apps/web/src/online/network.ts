/**
 * A connection's view of the browser's network: `offline` lets go at once, `online` and the page
 * becoming visible again try at once. Returns what undoes the listening.
 */
export function followNetwork(w: Pick<Window, 'addEventListener' | 'removeEventListener'>, drop: () => void, retry: () => void): (() => void)[] {
  const visible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') retry();
  };
  w.addEventListener('offline', drop);
  w.addEventListener('online', retry);
  w.addEventListener('visibilitychange', visible);
  return [() => w.removeEventListener('offline', drop), () => w.removeEventListener('online', retry), () => w.removeEventListener('visibilitychange', visible)];
}
