/**
 * Where a coach mark goes: beside the element it explains (below it if there is room, else above,
 * else on the roomier side), inside the screen, never on top of it.
 */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Placed {
  readonly left: number;
  readonly top: number;
  readonly side: 'above' | 'below';
  /** The arrow's x inside the mark, pointing at the target's middle. */
  readonly arrowX: number;
}

const GAP = 12;
const MARGIN = 6;

/** `keepClear`: a box the mark must not lie on either (the player's own plate); it moves further up or down. */
export function placeMark(target: Box, mark: { width: number; height: number }, screen: { width: number; height: number }, keepClear?: Box): Placed {
  const below = target.top + target.height + GAP;
  const above = target.top - GAP - mark.height;
  const roomBelow = screen.height - MARGIN - below - mark.height;
  const roomAbove = above - MARGIN;
  const side = roomBelow >= 0 ? 'below' : roomAbove >= 0 ? 'above' : roomBelow >= roomAbove ? 'below' : 'above';
  let top = side === 'below' ? Math.min(below, screen.height - MARGIN - mark.height) : Math.max(MARGIN, above);
  const centre = target.left + target.width / 2;
  const left = Math.round(Math.min(Math.max(MARGIN, centre - mark.width / 2), Math.max(MARGIN, screen.width - MARGIN - mark.width)));
  if (keepClear && overlaps({ left, top, ...mark }, keepClear)) {
    top = side === 'above' ? Math.max(MARGIN, keepClear.top - GAP - mark.height) : keepClear.top + keepClear.height + GAP;
  }
  const arrowX = Math.round(Math.min(Math.max(16, centre - left), mark.width - 16));
  return { left, top: Math.round(top), side, arrowX };
}

/** The smallest box holding all of `boxes` (a hand of cards as one target). */
export function union(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const l = Math.min(...boxes.map((b) => b.left));
  const t = Math.min(...boxes.map((b) => b.top));
  const r = Math.max(...boxes.map((b) => b.left + b.width));
  const b = Math.max(...boxes.map((x) => x.top + x.height));
  return { left: l, top: t, width: r - l, height: b - t };
}

export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
