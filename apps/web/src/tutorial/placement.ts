/**
 * Where a coach mark goes: beside the element it explains (below it if there is room, else above,
 * else on the roomier side), inside the screen, never on top of it nor on any obstacle it is given
 * (the player's own plate, other controls).
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

type Side = Placed['side'];
interface Size {
  readonly width: number;
  readonly height: number;
}

const GAP = 12;
const MARGIN = 6;

/**
 * `keepClear`: a box or boxes the mark must not lie on either. On its side of the target the mark slides past
 * each one it would cover (further up or down) and may move sideways; if no place on the screen is clear,
 * it takes the one covering the least.
 */
export function placeMark(target: Box, mark: Size, screen: Size, keepClear: Box | readonly Box[] = []): Placed {
  const obstacles: readonly Box[] = 'left' in keepClear ? [keepClear] : keepClear;
  const below = target.top + target.height + GAP;
  const above = target.top - GAP - mark.height;
  const roomBelow = screen.height - MARGIN - below - mark.height;
  const roomAbove = above - MARGIN;
  const side: Side = roomBelow >= 0 ? 'below' : roomAbove >= 0 ? 'above' : roomBelow >= roomAbove ? 'below' : 'above';
  const centre = target.left + target.width / 2;
  const maxLeft = Math.max(MARGIN, screen.width - MARGIN - mark.width);
  const centred = Math.round(Math.min(Math.max(MARGIN, centre - mark.width / 2), maxLeft));
  const lefts = [...new Set([centred, MARGIN, maxLeft])];
  const blocks = [target, ...obstacles];
  const inside = (top: number): boolean => top >= MARGIN && top + mark.height <= screen.height - MARGIN;

  const clear = (s: Side): { left: number; top: number } | null => {
    const start = s === 'below' ? below : above;
    const found = lefts
      .map((left) => ({ left, top: slide(s, start, left, mark, blocks) }))
      .filter((c): c is { left: number; top: number } => c.top !== null && inside(c.top));
    found.sort((a, b) => Math.abs(a.top - start) - Math.abs(b.top - start));
    return found[0] ?? null;
  };
  const other: Side = side === 'below' ? 'above' : 'below';
  const chosen = clear(side) ?? clear(other) ?? leastCovering(side, below, above, lefts, mark, screen, blocks);
  const placedSide = chosen.top >= target.top + target.height ? 'below' : chosen.top + mark.height <= target.top ? 'above' : side;
  const arrowX = Math.round(Math.min(Math.max(16, centre - chosen.left), mark.width - 16));
  return { left: chosen.left, top: Math.round(chosen.top), side: placedSide, arrowX };
}

/** From `top`, past every block the mark would cover (each at most once); null if it never gets clear. */
function slide(side: Side, top: number, left: number, mark: Size, blocks: readonly Box[]): number | null {
  let at = top;
  for (let i = 0; i <= blocks.length; i++) {
    const hit = blocks.find((b) => overlaps({ left, top: at, ...mark }, b));
    if (!hit) return at;
    at = side === 'below' ? hit.top + hit.height + GAP : hit.top - GAP - mark.height;
  }
  return null;
}

/** No clear place: the spot inside the screen covering the least of the target and the obstacles. */
function leastCovering(side: Side, below: number, above: number, lefts: readonly number[], mark: Size, screen: Size, blocks: readonly Box[]): { left: number; top: number } {
  const clamp = (t: number): number => Math.min(Math.max(MARGIN, t), Math.max(MARGIN, screen.height - MARGIN - mark.height));
  const tops = side === 'below' ? [below, above] : [above, below];
  const spots = tops.flatMap((t) => lefts.map((left) => ({ left, top: clamp(t) })));
  const covered = (s: { left: number; top: number }): number => blocks.reduce((sum, b) => sum + area({ ...s, ...mark }, b), 0);
  return spots.reduce((best, s) => (covered(s) < covered(best) ? s : best));
}

function area(a: Box, b: Box): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
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
