import type { GameId } from '@stammtisch/engine/game';

/** Whether "Lern das Spiel" was offered or completed, per game, remembered on this device. */
const KEY = 'stammtisch.tutorial';

interface Progress {
  offered: GameId[];
  completed: GameId[];
}

function load(): Progress {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Progress>;
    return { offered: Array.isArray(raw.offered) ? raw.offered : [], completed: Array.isArray(raw.completed) ? raw.completed : [] };
  } catch {
    return { offered: [], completed: [] };
  }
}

function save(p: Progress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // Storage blocked: the offer may come again, nothing worse.
  }
}

export const wasOffered = (game: GameId): boolean => load().offered.includes(game);
export const wasCompleted = (game: GameId): boolean => load().completed.includes(game);

export function markOffered(game: GameId): void {
  const p = load();
  if (!p.offered.includes(game)) save({ ...p, offered: [...p.offered, game] });
}

export function markCompleted(game: GameId): void {
  const p = load();
  save({ offered: p.offered.includes(game) ? p.offered : [...p.offered, game], completed: p.completed.includes(game) ? p.completed : [...p.completed, game] });
}
