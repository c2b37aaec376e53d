import { fromPath, href, parseRoute, type Route } from './routes.ts';

export { fromPath, gameOfRule, href, parseRoute, type Route } from './routes.ts';

/** A start on the server's invite path (`/join/CODE`, `/t/ID`) continues on the app's hash route. */
function startHash(): string {
  const moved = fromPath(location.pathname);
  if (moved) history.replaceState(null, '', `/${location.search}${moved}`);
  return moved ?? location.hash;
}

class Router {
  route = $state<Route>(typeof location === 'undefined' ? { name: 'home' } : parseRoute(startHash()));
  /** Whether the app itself led here (so "back" may step back in the history). */
  cameFromApp = false;

  constructor() {
    if (typeof window !== 'undefined') {
      window.addEventListener('hashchange', () => {
        this.cameFromApp = true;
        this.route = parseRoute(location.hash);
      });
    }
  }

  go(route: Route): void {
    location.hash = href(route);
  }
}

export const router = new Router();
