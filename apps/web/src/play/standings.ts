/**
 * One row of a game-over table (issue 16): a seat or a side, its place (equal results share one),
 * its name and the game's own figures (lives and points, points, games won and points).
 */
export interface StandingRow {
  readonly key: number;
  /** The seat (7-Schräm, three-player Sedma) or the first seat of a side (Schieber, four-player Sedma). */
  readonly seat: number;
  readonly place: number;
  readonly name: string;
  readonly cells: readonly (string | number)[];
  readonly me: boolean;
}

/**
 * Places for results sorted best first: `better(a, b) > 0` when `a` did better; equal results share
 * the place of the first of them.
 */
export function placed<T>(items: readonly T[], better: (a: T, b: T) => number): { item: T; place: number }[] {
  const sorted = [...items].sort((a, b) => better(b, a));
  const out: { item: T; place: number }[] = [];
  sorted.forEach((item, i) => {
    const prev = out[i - 1];
    out.push({ item, place: prev && better(prev.item, item) === 0 ? prev.place : i + 1 });
  });
  return out;
}

/**
 * Once the game is over its last trick is gathered: the game-over dialog takes the middle of the
 * table (the last-trick button still shows that trick).
 */
export const gathered = <C extends { readonly place: { readonly zone: string } }>(cards: readonly C[], over: boolean): readonly C[] =>
  over ? cards.filter((c) => c.place.zone !== 'trick') : cards;
