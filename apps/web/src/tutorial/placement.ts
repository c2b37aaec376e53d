/**
 * Where a coach mark goes: beside the element it explains (below it if there is room, else above),
 * inside the screen, never on top of it nor on any obstacle it is given (the player's own plate, the
 * trick, other controls), and on none of the other seats' plates where it can be. Of the places
 * left it takes the nearest: a pointer from the mark's edge to the element keeps it visibly about
 * that element, and a short one is easy to follow (at most POINTER_MAX wherever a place allows).
 */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A straight pointer from (x1, y1) on the mark's edge to (x2, y2) on the target's. */
export interface Pointer {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface Placed {
  readonly left: number;
  readonly top: number;
  readonly side: 'above' | 'below';
  readonly pointer: Pointer;
}

type Side = Placed['side'];
interface Size {
  readonly width: number;
  readonly height: number;
}

const GAP = 12;
/**
 * A mark passes an obstacle (a plate, the trick) this far from it: nearer than its target, so that
 * it fits between them on a small phone; where only a squeeze leaves them all in sight, TIGHT (touching).
 */
const PAST = 6;
const TIGHT = 0;
const MARGIN = 6;
/** The pointer leaves the mark this far from its corners (they are rounded). */
const CORNER = 16;
/** The pointer passes an obstacle it goes round this far from its edge. */
const CLEARANCE = 6;
/** The pointer's tip lies this far inside the target's edge, on its ring. */
const TIP_IN = 3;
/** The longest pointer that is still easy to follow from the mark to its element (px). */
export const POINTER_MAX = 200;

interface Spot {
  readonly left: number;
  readonly top: number;
}

/**
 * `keepClear`: boxes the mark must not lie on either; `plates`: the other seats' plates, which it
 * covers only where no place on the screen leaves them all in sight (then the one covering the
 * least of them). The places tried: just below and above the target and just past each box, each
 * at the target's middle, at either edge of the screen or beside a box. Chosen by, in turn: the
 * least of the target (weighed most, with a gap round it for the pointer) and of `keepClear` covered;
 * the least of `plates` covered; above or below the target rather than level with it; a pointer
 * within POINTER_MAX; PAST from every box rather than nearer; the least of the pointer hidden
 * under a box; the shortest; the preferred side.
 */
export function placeMark(target: Box, mark: Size, screen: Size, keepClear: Box | readonly Box[] = [], plates: readonly Box[] = []): Placed {
  const obstacles: readonly Box[] = 'left' in keepClear ? [keepClear] : keepClear;
  // A plate that is the target (or lies on it) is the target's business, not an obstacle.
  const others = plates.filter((b) => !overlaps(b, target));
  const around = [...obstacles, ...others];
  const below = target.top + target.height + GAP;
  const above = target.top - GAP - mark.height;
  const roomBelow = screen.height - MARGIN - below - mark.height;
  const roomAbove = above - MARGIN;
  const side: Side = roomBelow >= 0 ? 'below' : roomAbove >= 0 ? 'above' : roomBelow >= roomAbove ? 'below' : 'above';
  const maxLeft = Math.max(MARGIN, screen.width - MARGIN - mark.width);
  const maxTop = Math.max(MARGIN, screen.height - MARGIN - mark.height);
  const clamp = (v: number, hi: number): number => Math.round(Math.min(Math.max(MARGIN, v), hi));
  const centred = target.left + target.width / 2 - mark.width / 2;
  const past = (b: Box, gap: number, size: number, at: 'left' | 'top'): number[] => {
    const [start, extent] = at === 'left' ? [b.left, b.width] : [b.top, b.height];
    // Rounded away from the box, so that a squeeze does not end on it.
    return [Math.floor(start - gap - size), Math.ceil(start + extent + gap)];
  };
  const lefts = [...new Set([centred, MARGIN, maxLeft, ...past(target, GAP, mark.width, 'left'), ...around.flatMap((b) => [...past(b, PAST, mark.width, 'left'), ...past(b, TIGHT, mark.width, 'left')])].map((l) => clamp(l, maxLeft)))];
  const starts = side === 'below' ? [below, above] : [above, below];
  const tops = [...new Set([...starts, ...around.flatMap((b) => [...past(b, PAST, mark.height, 'top'), ...past(b, TIGHT, mark.height, 'top')])].map((t) => clamp(t, maxTop)))];

  // A box with a margin round it: round the target, the room for a pointer (a mark nearer is as good as on it).
  const grown = (b: Box, by: number): Box => ({ left: b.left - by, top: b.top - by, width: b.width + 2 * by, height: b.height + 2 * by });
  const tight = (s: Spot): boolean => around.some((b) => overlaps({ ...s, ...mark }, grown(b, PAST - 1)));
  const covered = (s: Spot, bs: readonly Box[]): number => bs.reduce((sum, b) => sum + area({ ...s, ...mark }, b), 0);
  const sideOf = (s: Spot): Side | null => (s.top >= target.top + target.height ? 'below' : s.top + mark.height <= target.top ? 'above' : null);
  const pointerOf = (s: Spot): Pointer => pointTo(target, { ...s, ...mark }, around);
  // Compared criterion by criterion, as listed above: the first that differs decides.
  const key = (s: Spot): readonly number[] => {
    const p = pointerOf(s);
    const len = Math.hypot(p.x2 - p.x1, p.y2 - p.y1);
    const at = sideOf(s);
    return [
      covered(s, [grown(target, GAP - 1)]) * 10 + covered(s, obstacles),
      covered(s, others),
      at === null ? 1 : 0,
      len > POINTER_MAX ? 1 : 0,
      tight(s) ? 1 : 0,
      Math.round(hiddenLength(p, around)),
      Math.round(len),
      at === side ? 0 : 1,
      lefts.indexOf(s.left),
    ];
  };
  const before = (a: readonly number[], b: readonly number[]): boolean => {
    const i = a.findIndex((x, k) => x !== b[k]);
    return i >= 0 && a[i]! < b[i]!;
  };
  // Where no place leaves every plate in sight (at 320 × 568 some lesson marks are taller than the
  // room between the top plates and the trick), the mark covers the least of them.
  let best: { spot: Spot; key: readonly number[] } | null = null;
  for (const top of tops)
    for (const left of lefts) {
      const spot = { left, top };
      const k = key(spot);
      if (!best || before(k, best.key)) best = { spot, key: k };
    }
  const chosen = best!.spot;
  return { left: chosen.left, top: chosen.top, side: sideOf(chosen) ?? side, pointer: pointerOf(chosen) };
}

/**
 * The pointer from the mark to the target, its tip just inside the target's edge (on the ring).
 * Mark above or below: a vertical one, as near the target's middle as lets it pass beside the
 * obstacles in between, else where it crosses the least of them; otherwise from the mark's edge
 * nearest the target's middle to the target's nearest point.
 */
export function pointTo(target: Box, mark: Box, obstacles: readonly Box[] = []): Pointer {
  const markAbove = mark.top + mark.height <= target.top;
  const markBelow = mark.top >= target.top + target.height;
  const lo = Math.max(mark.left + CORNER, target.left + 4);
  const hi = Math.min(mark.left + mark.width - CORNER, target.left + target.width - 4);
  const centre = target.left + target.width / 2;
  if ((markAbove || markBelow) && lo <= hi) {
    const y1 = markAbove ? mark.top + mark.height : mark.top;
    const y2 = markAbove ? target.top + TIP_IN : target.top + target.height - TIP_IN;
    const at = (x: number): Pointer => ({ x1: x, y1, x2: x, y2 });
    const clampX = (x: number): number => Math.round(Math.min(Math.max(lo, x), hi));
    const candidates = [centre, ...obstacles.flatMap((o) => [o.left - CLEARANCE, o.left + o.width + CLEARANCE])].map(clampX);
    for (let x = Math.ceil(lo); x <= hi; x += 4) candidates.push(x);
    // Least hidden under obstacles first, then nearest the target's middle.
    const cost = (x: number): number => hiddenLength(at(x), obstacles) * 1000 + Math.abs(x - centre);
    return at(candidates.reduce((best, x) => (cost(x) < cost(best) ? x : best)));
  }
  const middle = { x: centre, y: target.top + target.height / 2 };
  const from = nearest(mark, middle);
  const to = nearest({ left: target.left + TIP_IN, top: target.top + TIP_IN, width: target.width - 2 * TIP_IN, height: target.height - 2 * TIP_IN }, from);
  return { x1: Math.round(from.x), y1: Math.round(from.y), x2: Math.round(to.x), y2: Math.round(to.y) };
}

/** Where along `p` (0 at its start, 1 at its tip) it runs inside box `b`; null if it does not. */
function within(p: Pointer, b: Box): readonly [number, number] | null {
  // Liang–Barsky clipping against the box shrunk by a hair, so running along an edge does not count.
  const e = 0.5;
  const [l, r, t, bt] = [b.left + e, b.left + b.width - e, b.top + e, b.top + b.height - e];
  const dx = p.x2 - p.x1;
  const dy = p.y2 - p.y1;
  let u0 = 0;
  let u1 = 1;
  for (const [q, d] of [[p.x1 - l, -dx], [r - p.x1, dx], [p.y1 - t, -dy], [bt - p.y1, dy]] as const) {
    if (d === 0) {
      if (q < 0) return null;
      continue;
    }
    const u = q / d;
    if (d < 0) u0 = Math.max(u0, u);
    else u1 = Math.min(u1, u);
    if (u0 >= u1) return null;
  }
  return [u0, u1];
}

/** Whether a pointer passes through a box (its inside, not only along an edge). */
export const crossesBox = (p: Pointer, b: Box): boolean => within(p, b) !== null;

/** The pointer's stretches outside every box: where it meets an obstacle it passes under it. */
export function visibleParts(p: Pointer, boxes: readonly Box[]): Pointer[] {
  const hidden = boxes.map((b) => within(p, b)).filter((r): r is readonly [number, number] => r !== null).sort((a, b) => a[0] - b[0]);
  const parts: Pointer[] = [];
  const piece = (u0: number, u1: number): void => {
    const len = Math.hypot(p.x2 - p.x1, p.y2 - p.y1) * (u1 - u0);
    if (len >= 1) parts.push({ x1: p.x1 + (p.x2 - p.x1) * u0, y1: p.y1 + (p.y2 - p.y1) * u0, x2: p.x1 + (p.x2 - p.x1) * u1, y2: p.y1 + (p.y2 - p.y1) * u1 });
  };
  let from = 0;
  for (const [u0, u1] of hidden) {
    if (u0 > from) piece(from, u0);
    from = Math.max(from, u1);
  }
  if (from < 1) piece(from, 1);
  return parts;
}

const hiddenLength = (p: Pointer, boxes: readonly Box[]): number => {
  const total = Math.hypot(p.x2 - p.x1, p.y2 - p.y1);
  return total - visibleParts(p, boxes).reduce((sum, q) => sum + Math.hypot(q.x2 - q.x1, q.y2 - q.y1), 0);
};

function nearest(b: Box, p: { x: number; y: number }): { x: number; y: number } {
  return { x: Math.min(Math.max(b.left, p.x), b.left + b.width), y: Math.min(Math.max(b.top, p.y), b.top + b.height) };
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
