import { GAME_IDS, type GameId } from '@stammtisch/engine/game';

/**
 * Hash routes, so the static server needs no fallback: `#/`, `#/play/schraem`,
 * `#/rules/schraem`, `#/rules/schraem/S-7`, `#/settings`; online: `#/online/schraem` (lobby),
 * `#/t/TABLE` (a live table), `#/join/CODE` (an invite), `#/account`, `#/leaderboard/GAME`,
 * `#/player/ID`, `#/replay/GAME_ID/SEAT`, `#/review/GAME/SEED` (an offline game of this device), `#/verify/GAME_ID`; social (docs/social.md):
 * `#/notifications`, `#/friends`, `#/groups`, `#/g/ID`, `#/g/ID/night/NIGHT`, `#/group/CODE` (a
 * group's invite), `#/tournaments`, `#/tournament/ID[/CODE]`. The server's invite links
 * `/join/CODE` and `/group/CODE` become their hash routes at start (`fromPath`).
 */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'play'; readonly game: GameId }
  | { readonly name: 'rules'; readonly game: GameId; readonly rule: string | null }
  | { readonly name: 'settings' }
  | { readonly name: 'online'; readonly game: GameId }
  | { readonly name: 'table'; readonly id: string; readonly watch: boolean }
  | { readonly name: 'join'; readonly code: string }
  | { readonly name: 'account' }
  | { readonly name: 'leaderboard'; readonly game: GameId }
  | { readonly name: 'player'; readonly id: string }
  | { readonly name: 'replay'; readonly id: string; readonly seat: number | 'spectator' }
  /** An offline game finished on this device, replayed from its stored record (`#/review/GAME/SEED`). */
  | { readonly name: 'review'; readonly game: GameId; readonly seed: string }
  | { readonly name: 'verify'; readonly id: string }
  | { readonly name: 'notifications' }
  | { readonly name: 'friends' }
  | { readonly name: 'groups' }
  | { readonly name: 'group'; readonly id: string }
  | { readonly name: 'group-join'; readonly code: string }
  | { readonly name: 'night'; readonly group: string; readonly id: string }
  | { readonly name: 'tournaments' }
  | { readonly name: 'tournament'; readonly id: string; readonly code: string | null };

const isGame = (x: string | undefined): x is GameId => (GAME_IDS as readonly string[]).includes(x ?? '');
/** Table, game and player ids: letters, digits, `_` and `-` (what the server makes). */
const isId = (x: string | undefined): x is string => !!x && /^[A-Za-z0-9_-]{1,64}$/.test(x);

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [head, a, b] = parts;
  if (head === 'play' && isGame(a)) return { name: 'play', game: a };
  if (head === 'rules' && isGame(a)) return { name: 'rules', game: a, rule: b ?? null };
  if (head === 'settings') return { name: 'settings' };
  if (head === 'online' && isGame(a)) return { name: 'online', game: a };
  if (head === 't' && isId(a)) return { name: 'table', id: a, watch: b === 'watch' };
  if (head === 'join' && a && /^[A-Za-z0-9]{4,16}$/.test(a)) return { name: 'join', code: a.toUpperCase() };
  if (head === 'account') return { name: 'account' };
  if (head === 'leaderboard') return { name: 'leaderboard', game: isGame(a) ? a : 'schraem' };
  if (head === 'player' && isId(a)) return { name: 'player', id: a };
  if (head === 'replay' && isId(a)) return { name: 'replay', id: a, seat: b !== undefined && /^[0-7]$/.test(b) ? Number(b) : 'spectator' };
  if (head === 'review' && isGame(a) && b && b.length <= 200) return { name: 'review', game: a, seed: b };
  if (head === 'verify' && isId(a)) return { name: 'verify', id: a };
  if (head === 'notifications') return { name: 'notifications' };
  if (head === 'friends') return { name: 'friends' };
  if (head === 'groups') return { name: 'groups' };
  if (head === 'g' && isId(a) && b === 'night' && isId(parts[3])) return { name: 'night', group: a, id: parts[3] };
  if (head === 'g' && isId(a)) return { name: 'group', id: a };
  if (head === 'group' && a && /^[A-Za-z0-9]{4,16}$/.test(a)) return { name: 'group-join', code: a.toUpperCase() };
  if (head === 'tournaments') return { name: 'tournaments' };
  if (head === 'tournament' && isId(a)) return { name: 'tournament', id: a, code: b && /^[A-Za-z0-9]{4,16}$/.test(b) ? b.toUpperCase() : null };
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
    case 'online':
      return `#/online/${route.game}`;
    case 'table':
      return `#/t/${route.id}${route.watch ? '/watch' : ''}`;
    case 'join':
      return `#/join/${route.code}`;
    case 'account':
      return '#/account';
    case 'leaderboard':
      return `#/leaderboard/${route.game}`;
    case 'player':
      return `#/player/${encodeURIComponent(route.id)}`;
    case 'replay':
      return `#/replay/${route.id}/${route.seat === 'spectator' ? 'spectator' : route.seat}`;
    case 'review':
      return `#/review/${route.game}/${encodeURIComponent(route.seed)}`;
    case 'verify':
      return `#/verify/${route.id}`;
    case 'notifications':
      return '#/notifications';
    case 'friends':
      return '#/friends';
    case 'groups':
      return '#/groups';
    case 'group':
      return `#/g/${route.id}`;
    case 'group-join':
      return `#/group/${route.code}`;
    case 'night':
      return `#/g/${route.group}/night/${route.id}`;
    case 'tournaments':
      return '#/tournaments';
    case 'tournament':
      return `#/tournament/${route.id}${route.code ? `/${route.code}` : ''}`;
  }
}

/**
 * The server's invite link is a path (`/join/K7P2QX`, it must survive being typed or scanned);
 * the app routes by hash. A start on such a path becomes the hash route.
 */
export function fromPath(path: string): string | null {
  const join = /^\/join\/([A-Za-z0-9]{4,16})\/?$/.exec(path);
  if (join) return `#/join/${join[1]!.toUpperCase()}`;
  const group = /^\/group\/([A-Za-z0-9]{4,16})\/?$/.exec(path);
  if (group) return `#/group/${group[1]!.toUpperCase()}`;
  const table = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  if (table) return `#/t/${table[1]}`;
  return null;
}

/** The game a rule id belongs to: S- 7-Schräm, J- Schieber (Jass), D- Sedma. */
export function gameOfRule(rule: string): GameId | null {
  if (rule.startsWith('S-')) return 'schraem';
  if (rule.startsWith('J-')) return 'schieber';
  if (rule.startsWith('D-')) return 'sedma';
  return null;
}
