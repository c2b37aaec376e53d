import { GAME_IDS, type GameId } from '@stammtisch/engine/game';

/**
 * Hash routes, so the static server needs no fallback: `#/`, `#/play/schraem`,
 * `#/rules/schraem`, `#/rules/schraem/S-7`, `#/settings`. Issue 10 adds the online routes.
 */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'play'; readonly game: GameId }
  | { readonly name: 'rules'; readonly game: GameId; readonly rule: string | null }
  | { readonly name: 'settings' };

const isGame = (x: string | undefined): x is GameId => (GAME_IDS as readonly string[]).includes(x ?? '');

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [head, game, rule] = parts;
  if (head === 'play' && isGame(game)) return { name: 'play', game };
  if (head === 'rules' && isGame(game)) return { name: 'rules', game, rule: rule ?? null };
  if (head === 'settings') return { name: 'settings' };
  return { name: 'home' };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'play':
      return `#/play/${route.game}`;
    case 'rules':
      return `#/rules/${route.game}${route.rule ? `/${encodeURIComponent(route.rule)}` : ''}`;
    case 'settings':
      return '#/settings';
  }
}

/** The game a rule id belongs to: S- 7-Schräm, J- Schieber (Jass), D- Sedma. */
export function gameOfRule(rule: string): GameId | null {
  if (rule.startsWith('S-')) return 'schraem';
  if (rule.startsWith('J-')) return 'schieber';
  if (rule.startsWith('D-')) return 'sedma';
  return null;
}

class Router {
  route = $state<Route>(typeof location === 'undefined' ? { name: 'home' } : parseRoute(location.hash));

  constructor() {
    if (typeof window !== 'undefined') {
      window.addEventListener('hashchange', () => (this.route = parseRoute(location.hash)));
    }
  }

  go(route: Route): void {
    location.hash = href(route);
  }
}

export const router = new Router();
