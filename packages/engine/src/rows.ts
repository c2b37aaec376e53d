/**
 * Copies of the small arrays inside game states, which are replaced, never written in place. A
 * table has 2 to 8 seats: array literals of the same length are allocated inline, where `slice`
 * calls into the runtime (the hottest copies of apply).
 */

/** A copy of a per-seat row of small numbers (lives, lost, points). */
export function copyRow<T>(list: readonly T[]): T[] {
  switch (list.length) {
    case 2:
      return [list[0]!, list[1]!];
    case 3:
      return [list[0]!, list[1]!, list[2]!];
    case 4:
      return [list[0]!, list[1]!, list[2]!, list[3]!];
    default:
      return list.slice();
  }
}

/** `list` with `value` at `index`, as a new array. */
export function withAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = copyRow(list);
  copy[index] = value;
  return copy;
}

/**
 * `withAt` for card sets per seat or side (hands, laid cards, cards taken). Their masks use all 32
 * bits, beyond V8's small integers: a copy site of their own keeps the copies of `withAt` unboxed.
 */
export function withCardsAt(sets: readonly number[], seat: number, cards: number): number[] {
  let copy: number[];
  switch (sets.length) {
    case 2:
      copy = [sets[0]!, sets[1]!];
      break;
    case 3:
      copy = [sets[0]!, sets[1]!, sets[2]!];
      break;
    case 4:
      copy = [sets[0]!, sets[1]!, sets[2]!, sets[3]!];
      break;
    default:
      copy = sets.slice();
  }
  copy[seat] = cards;
  return copy;
}

/** `list` and then `item`, a new packed array of exactly that length. */
export function appended<T>(list: readonly T[], item: T): T[] {
  switch (list.length) {
    case 0:
      return [item];
    case 1:
      return [list[0]!, item];
    case 2:
      return [list[0]!, list[1]!, item];
    case 3:
      return [list[0]!, list[1]!, list[2]!, item];
    default:
      return [...list, item]; // a spread of a packed array: exact length, faster than slice-then-push
  }
}
