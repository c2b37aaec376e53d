import type { Seating } from './types.ts';

/**
 * Where a table's parts go at a given size, pure: the viewer's hand, every seat's name plate and
 * the backs tucked under it, the trick in the middle, and the places the screens put their
 * badges, prompts and dialogs. Three forms:
 *
 * - `portrait` (a phone held upright): the seat across at the top, the seats beside at the edges
 *   level with the trick, the own plate and the prompts in a bar above the own hand;
 * - `short` (a phone held sideways): three columns — the left seat over the score and the own
 *   plate, the middle with the seat across, the trick and the hand, the right seat over the prompts;
 * - `wide` (tablets, laptops): a table of bounded width centred in the room, the own plate left
 *   of the hand and the actions right of it, prompts centred above the hand.
 *
 * The trick is a cross whose cards do not overlap, so every corner index shows; no plate, badge
 * or prompt place reaches into it. Browser tests measure the real page (e2e/geometry.ts).
 */

export type Form = 'portrait' | 'short' | 'wide';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Frame {
  readonly form: Form;
  readonly w: number;
  readonly h: number;
  /** Base card size in px: the viewer's own hand cards. */
  readonly cw: number;
  readonly ch: number;
  /** Top edge of the own hand. */
  readonly handTop: number;
  /** The horizontal span the own hand may use. */
  readonly hand: { readonly x0: number; readonly x1: number };
  /** Middle of the trick; `sx`, `sy`: how far a card lies from it towards its seat; `scale` of the base size. */
  readonly trick: Point & { readonly sx: number; readonly sy: number; readonly scale: number };
  /** Per relative seat (0 = the viewer): its plate (h is the height reserved for it). */
  readonly plates: readonly Rect[];
  /** The plates once the game is over: the hand is gone, so upright the own plate drops into its place. */
  readonly endPlates: readonly Rect[];
  /** Per relative seat: where its face-down hand lies (under the plate), which way it faces, how wide it may fan. */
  readonly backs: readonly (Point & { readonly turn: number; readonly span: number })[];
  /** A badge beside the trick (7-Schräm's value, Sedma's stock): its centre. */
  readonly note: Point;
  /**
   * The stack of notes that go with the trick (7-Schräm's value, the round's stage, the variants'
   * notes): bottom-anchored, clear of the trick, of every plate and of the score.
   */
  readonly notes: Rect;
  /**
   * A badge that goes with the score (Schieber's contract): its anchor point and which side of the
   * badge sits on it — beside the score upright, under it sideways, over the trick on wide tables.
   */
  readonly badge: Point & { readonly anchor: 'right' | 'left' | 'centre' };
  /** The game's score (Schieber's slate, Sedma's points): top left and the room it has. */
  readonly score: Rect;
  /** Prompts (decisions) and the action buttons: bottom-anchored, at most `h` high, clear of the trick. */
  readonly prompt: Rect;
  /** Where a prompt may go while the trick is empty: up to the trick's top upright, the middle too sideways. */
  readonly promptWide: Rect;
  /** The action buttons (knock, fold, Weis): shown while the own card is not yet in the trick, clear of the others' cards. */
  readonly actions: Rect;
  /**
   * A just-in-time tip: a sheet over the own hand (bottom-anchored, at most `h` high), clear of
   * every plate, the trick and the prompts; the hand is back once the tip is read.
   */
  readonly tip: Rect;
  /** Dialogs at the end of a hand or game: clear of the trick. */
  readonly dialog: Rect;
  /**
   * The hand's result (the recap before the next deal): clear of the trick and of the own plate
   * with its lives — upright beside the plate, over the emptied hand. Its content scrolls inside
   * if need be; its buttons stay in sight.
   */
  readonly result: Rect;
  /**
   * The game-over dialog: the game is done and the trick empty, so it takes the middle of the table,
   * clear of every plate at the end (`endPlates`: the own one with its lives stays in sight).
   */
  readonly ending: Rect;
  /** Per relative seat: where the tricks it took lie. */
  readonly piles: readonly Point[];
}

const clamp = (lo: number, x: number, hi: number): number => Math.max(lo, Math.min(hi, x));

/** The rect from (x0, y0) to (x1, y1), whole pixels, never negative. */
const spanning = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x: Math.round(x0), y: Math.round(y0), w: Math.max(0, Math.round(x1 - x0)), h: Math.max(0, Math.round(y1 - y0)) });

const SCORE_H_WIDE = 120;

/** Relative seat → where it sits: 'left', 'top', 'right' (the viewer is 'bottom'). */
export type Side = 'bottom' | 'left' | 'top' | 'right';

export function sideOf(players: number, r: number, direction: Seating['direction']): Side {
  if (r === 0) return 'bottom';
  let side: Side;
  if (players === 2) side = 'top';
  else if (players === 3) side = r === 1 ? 'left' : 'right';
  else side = r === 1 ? 'left' : r === 2 ? 'top' : 'right';
  if (direction === 'ccw' && side !== 'top') side = side === 'left' ? 'right' : 'left';
  return side;
}

/** The direction a seat's trick card lies in from the trick's middle. */
export function trickDirection(players: number, side: Side): Point {
  if (side === 'bottom') return { x: 0, y: 1 };
  if (side === 'top') return { x: 0, y: -1 };
  // Three at a table: the two others sit a little higher, the cross opens upwards.
  const y = players === 3 ? -0.35 : 0;
  return { x: side === 'left' ? -1 : 1, y };
}

/** The room a plate takes (its content decides the real height: a name, chips, a slate, a line of status). */
export const PLATE_H = { portrait: 110, short: 80, wide: 96 } as const;

/** The own plate at the end of the game upright: a name, the lives and one line of status. */
const END_PLATE_H = 84;

export function tableFrame(size: { w: number; h: number }, s: Seating, handCards: number): Frame {
  const { w, h } = size;
  const form: Form = h < 460 && w > h ? 'short' : w >= 600 && h >= 460 ? 'wide' : 'portrait';
  const sides = Array.from({ length: s.players }, (_, r) => sideOf(s.players, r, s.direction));
  if (form === 'short') return shortFrame(w, h, s.players, sides, handCards);
  if (form === 'wide') return wideFrame(w, h, s.players, sides, handCards);
  return portraitFrame(w, h, s.players, sides, handCards);
}

/** Card size from the room: four cards side by side fill most of the width; larger hands overlap. */
function cardSize(byWidth: number, byHeight: number, max: number): { cw: number; ch: number } {
  const cw = Math.round(Math.max(40, Math.min(byWidth, byHeight, max)));
  return { cw, ch: Math.round(cw * 1.4) };
}

interface Trick {
  readonly cw: number;
  readonly ch: number;
  readonly scale: number;
}

/** Half the cross's width and height (cards side by side, a little air between them). */
function crossHalf(t: Trick, players: number): { hw: number; hh: number; sx: number; sy: number } {
  const cw = t.cw * t.scale;
  const ch = t.ch * t.scale;
  const sx = cw * 1.04;
  const sy = ch * 0.56;
  const up = players === 3 ? 0.35 * sx : sy;
  return { sx, sy, hw: sx + cw / 2 + 4, hh: Math.max(up, sy) + ch / 2 + 4 };
}

function backsFor(plates: readonly Rect[], sides: readonly Side[], turn: (side: Side) => number): (Point & { turn: number; span: number })[] {
  // Tucked under the plate, peeking out below it, no wider than the plate.
  return plates.map((p, r) => ({ x: p.x + p.w / 2, y: p.y + p.h - 6, turn: r === 0 ? 0 : turn(sides[r]!), span: p.w - 6 }));
}

/** Taken tricks: beside the own plate; above a plate at the side; beside the plate across. */
function pilesFor(plates: readonly Rect[], sides: readonly Side[], form: Form): Point[] {
  return plates.map((p, r) => {
    const side = sides[r]!;
    if (side === 'bottom') return form === 'wide' ? (p.x > 60 ? { x: p.x - 30, y: p.y + p.h - 24 } : { x: p.x + p.w / 2, y: p.y - 20 }) : { x: p.x + p.w + 26, y: p.y + p.h - 18 };
    if (form !== 'wide') return { x: p.x + p.w - 20, y: p.y + p.h + 2 };
    if (side === 'top') return { x: p.x + p.w + 30, y: p.y + p.h / 2 };
    return { x: p.x + p.w / 2, y: p.y - 22 };
  });
}

/** The seats other than the viewer in one row along the top: left, across, right (the viewer's left first). */
function topRow(w: number, sides: readonly Side[], ph: number, y: number, maxW: number): Map<Side, Rect> {
  const order: Side[] = (['left', 'top', 'right'] as const).filter((x) => sides.includes(x));
  const gap = 6;
  const pw = Math.min(maxW, Math.floor((w - gap * 4) / 3));
  const row = new Map<Side, Rect>();
  order.forEach((side) => {
    const x = side === 'left' ? gap : side === 'right' ? w - gap - pw : Math.round(w / 2 - pw / 2);
    row.set(side, { x, y, w: pw, h: ph });
  });
  return row;
}

function portraitFrame(w: number, h: number, players: number, sides: readonly Side[], handCards: number): Frame {
  const { cw, ch } = cardSize(handCards <= 4 ? w / 4.5 : w / 4.6, h * 0.14, 120);
  const handTop = Math.round(h - ch - Math.max(6, h * 0.012));
  const ph = PLATE_H.portrait;
  const scale = 0.74;
  const cross = crossHalf({ cw, ch, scale }, players);
  const chT = ch * scale;
  // The others along the top; under them the score (left) and the note (middle); then the trick.
  const row = topRow(w, sides, ph, 6, 150);
  const rowBottom = 6 + ph;
  const scoreTop = rowBottom + 18;
  const scoreH = 58;
  // The bar above the own hand: the own plate, then the prompt beside it.
  const ownW = clamp(92, Math.round(w * 0.29), 120);
  const own: Rect = { x: 6, y: handTop - 6 - ph, w: ownW, h: ph };
  const promptX = own.x + own.w + 6;
  const promptH = 214;
  const lo = scoreTop + scoreH + 8 + cross.hh;
  const hi = handTop - 6 - promptH - 8 - cross.sy + 0.17 * chT;
  const cy = Math.round(clamp(lo, h * 0.45, Math.max(lo, hi)));
  const plates = sides.map((side): Rect => (side === 'bottom' ? own : row.get(side)!));
  // Below the own card's index (the rest of that card may lie under a prompt).
  const promptTop = Math.round(Math.max(cy + cross.sy - 0.17 * chT + 8, cy - cross.hh));
  const prompt: Rect = { x: promptX, y: promptTop, w: w - promptX - 6, h: handTop - 6 - promptTop };
  const dialogTop = Math.round(cy + cross.hh + 6);
  // The knock and fold buttons come before the own card is played: below the cards beside the trick (4 px and a tilt's worth clear).
  const sideBottom = players >= 3 ? cy - (players === 3 ? 0.35 * cross.sx : 0) + chT / 2 + 8 : promptTop;
  const actions = spanning(promptX, Math.max(promptTop, sideBottom), w - 6, handTop - 6);
  const ownAtEnd: Rect = { x: own.x, y: h - 6 - END_PLATE_H, w: own.w, h: END_PLATE_H };
  const endPlates = plates.map((p) => (p === own ? ownAtEnd : p));
  return {
    form: 'portrait',
    w,
    h,
    cw,
    ch,
    handTop,
    hand: { x0: w * 0.02, x1: w * 0.98 },
    trick: { x: w / 2, y: cy, sx: cross.sx, sy: cross.sy, scale },
    plates,
    backs: backsFor(plates, sides, () => 180),
    note: { x: w / 2, y: scoreTop + scoreH / 2 },
    notes: spanning(Math.round(w / 2 - 60) + 10, rowBottom + 6, w - 6, cy - cross.hh - 4),
    badge: { x: w - 6, y: scoreTop + scoreH / 2, anchor: 'right' },
    score: { x: 4, y: scoreTop, w: Math.round(w / 2 - 60), h: scoreH },
    prompt,
    // With nothing in the trick (a contract, the next deal) a prompt may grow up to below the notes.
    promptWide: spanning(promptX, Math.min(prompt.y, cy - cross.hh + 2), w - 6, handTop - 6),
    actions,
    tip: spanning(6, handTop - 2, w - 6, h - 4),
    dialog: { x: 6, y: dialogTop, w: w - 12, h: h - 6 - dialogTop },
    result: spanning(promptX, dialogTop, w - 6, h - 6),
    endPlates,
    ending: { x: 6, y: rowBottom + 6, w: w - 12, h: ownAtEnd.y - 6 - (rowBottom + 6) },
    piles: pilesFor(plates, sides, 'portrait'),
  };
}

/** The own hand's horizontal extent for `n` cards in `usable` px (the layout's fan, not the deal). */
export function handExtent(n: number, cw: number, usable: number): number {
  if (n <= 1) return cw;
  const step = Math.min(cw * 1.04, (usable - cw) / (n - 1));
  return step * (n - 1) + cw;
}

function shortFrame(w: number, h: number, players: number, sides: readonly Side[], handCards: number): Frame {
  const ph = PLATE_H.short;
  const colW = clamp(120, Math.round(w * 0.2), 180);
  const { cw, ch } = cardSize(((w - 2 * colW - 36) / Math.max(handCards, 4)) * 1.25, (h * 0.29) / 1.4, 100);
  const handTop = Math.round(h - ch - 6);
  const scale = 0.66;
  const cross = crossHalf({ cw, ch, scale }, players);
  const row = topRow(w, sides, ph, 4, 180);
  const own: Rect = { x: 6, y: h - 6 - ph, w: colW, h: ph };
  const rowBottom = 4 + ph;
  const above = players === 2 || players === 4 ? rowBottom + 8 : 8;
  const cy = Math.round(clamp(above + cross.hh, (above + handTop) / 2, Math.max(above + cross.hh, handTop - cross.hh + 14)));
  const plates = sides.map((side): Rect => (side === 'bottom' ? own : row.get(side)!));
  const middle0 = colW + 18;
  const middle1 = w - colW - 18;
  // Prompts right of the hand and of the trick, under the seat on the right.
  const handRight = w / 2 + Math.min(handExtent(handCards, cw, middle1 - middle0), middle1 - middle0) / 2;
  const promptX = Math.round(Math.max(handRight + 8, w / 2 + cross.hw + 8));
  const promptTop = rowBottom + 26;
  const prompt: Rect = { x: promptX, y: promptTop, w: w - 6 - promptX, h: h - 6 - promptTop };
  const crossRight = w / 2 + cross.hw;
  const noteX = Math.round(w / 2 - cross.hw - 46);
  const wideX = Math.max(middle0, noteX + 50);
  const scoreTop = rowBottom + 26;
  const scoreH = Math.min(90, h - 6 - ph - 6 - scoreTop - 40);
  return {
    form: 'short',
    w,
    h,
    cw,
    ch,
    handTop,
    hand: { x0: middle0, x1: middle1 },
    trick: { x: w / 2, y: cy, sx: cross.sx, sy: cross.sy, scale },
    plates,
    backs: backsFor(plates, sides, () => 180),
    endPlates: plates,
    note: { x: noteX, y: cy - 12 },
    // Left of the trick in the middle column, under the left seat's taken tricks.
    notes: spanning(middle0, scoreTop, Math.round(w / 2 - cross.hw - 6), handTop - 6),
    badge: { x: 6, y: scoreTop + scoreH + 18, anchor: 'left' },
    score: { x: 6, y: scoreTop, w: colW, h: scoreH },
    prompt,
    // With nothing in the trick, a prompt may take the middle too (above the hand, right of the note).
    promptWide: { x: wideX, y: rowBottom + 8, w: w - 6 - wideX, h: handTop - 8 - (rowBottom + 8) },
    actions: prompt,
    // Over the hand in the middle column, below the trick, left of the prompts.
    tip: spanning(middle0, Math.max(handTop - 2, cy + cross.hh), Math.min(middle1, promptX - 6), h - 4),
    dialog: { x: Math.round(crossRight + 8), y: 4, w: Math.round(w - 6 - (crossRight + 8)), h: h - 8 },
    // Right of the trick, under the seats along the top (their lives in sight too), the own plate in the left column.
    result: spanning(crossRight + 8, rowBottom + 8, w - 6, h - 6),
    // Right of the own plate's column, under the seats along the top.
    ending: { x: middle0, y: rowBottom + 8, w: w - 6 - middle0, h: h - 6 - (rowBottom + 8) },
    piles: pilesFor(plates, sides, 'short'),
  };
}

function wideFrame(w: number, h: number, players: number, sides: readonly Side[], handCards: number): Frame {
  // A table of bounded width in the middle of the room: the plates stay near the cards.
  const stageW = Math.min(w, Math.max(600, h * 1.25), 1040);
  const x0 = Math.round((w - stageW) / 2);
  const ph = PLATE_H.wide;
  const pw = clamp(120, Math.round(stageW * 0.17), 160);
  const { cw, ch } = cardSize(handCards <= 4 ? stageW / 6 : stageW / 8, h * 0.135, 112);
  const handTop = h - ch - 10;
  const scale = 0.74;
  const cross = crossHalf({ cw, ch, scale }, players);
  const top: Rect = { x: Math.round(x0 + stageW / 2 - pw / 2), y: 8, w: pw, h: ph };
  // The own plate and the actions just beside the hand, not in the room's far corners.
  const handMax = stageW - 2 * (pw + 24);
  const handHalf = Math.min(handExtent(handCards, cw, handMax), handMax) / 2;
  const own: Rect = { x: Math.round(Math.max(x0 + 8, x0 + stageW / 2 - handHalf - 16 - pw)), y: h - 10 - ph, w: pw, h: ph };
  const noteH = 44;
  const promptW = Math.min(stageW - 2 * (pw + 24), 480);
  const promptH = 200;
  const lo = (players === 3 ? 8 : top.y + top.h + 34) + noteH + cross.hh;
  const hi = handTop - 8 - promptH - 8 - cross.sy + 0.17 * ch * scale;
  const cy = Math.round(clamp(lo, h * 0.42, Math.max(lo, hi)));
  const sideY = Math.round(cy - ph / 2 - (players === 3 ? cross.sx * 0.35 : 0));
  const plates = sides.map((side): Rect => {
    if (side === 'bottom') return own;
    if (side === 'top') return top;
    // Beside the trick, a little way off it.
    const gap = Math.max(24, Math.min(80, stageW / 2 - cross.hw - pw - 8));
    const x = side === 'left' ? Math.round(x0 + stageW / 2 - cross.hw - gap - pw) : Math.round(x0 + stageW / 2 + cross.hw + gap);
    return { x, y: sideY, w: pw, h: ph };
  });
  const sideBottom = Math.max(0, ...plates.filter((_, r) => sides[r] === 'left' || sides[r] === 'right').map((p) => p.y + p.h));
  const promptTop = Math.round(Math.max(sideBottom + 6, cy + cross.sy - 0.17 * ch * scale + 8));
  const prompt: Rect = { x: Math.round(x0 + stageW / 2 - promptW / 2), y: promptTop, w: Math.round(promptW), h: handTop - 8 - promptTop };
  const handX0 = Math.round(x0 + stageW / 2 - handMax / 2);
  const actionsX = Math.round(Math.min(x0 + stageW - 8 - pw, x0 + stageW / 2 + handHalf + 16));
  const dialogTop = Math.round(cy + cross.hh + 8);
  // Between the seats beside the trick, under the one across, above the own plate.
  const beside = plates.filter((_, r) => sides[r] === 'left' || sides[r] === 'right');
  const between = beside.length === 2 ? Math.max(...beside.map((p) => p.x)) - Math.min(...beside.map((p) => p.x + p.w)) - 16 : stageW - 24;
  const endingW = Math.round(Math.min(stageW - 24, 448, between));
  const endingTop = beside.length === 2 && !sides.includes('top') ? 8 : top.y + top.h + 8;
  const notesW = Math.min(stageW - 24, 448);
  return {
    form: 'wide',
    w,
    h,
    cw,
    ch,
    handTop,
    hand: { x0: handX0, x1: x0 + stageW - (handX0 - x0) },
    trick: { x: x0 + stageW / 2, y: cy, sx: cross.sx, sy: cross.sy, scale },
    plates,
    backs: backsFor(plates, sides, () => 180),
    endPlates: plates,
    note: { x: x0 + stageW / 2, y: Math.round(cy - cross.hh - noteH / 2 + 2) },
    // Over the trick, under the seat across and the score.
    notes: spanning(Math.round(x0 + stageW / 2 - notesW / 2), Math.max(sides.includes('top') ? top.y + top.h : 0, 6 + SCORE_H_WIDE) + 6, Math.round(x0 + stageW / 2 + notesW / 2), cy - cross.hh - 4),
    badge: { x: x0 + stageW / 2, y: Math.round(cy - cross.hh - noteH / 2 + 2), anchor: 'centre' },
    score: { x: x0 + 6, y: 6, w: Math.max(140, top.x - x0 - 18), h: SCORE_H_WIDE },
    prompt,
    promptWide: prompt,
    actions: { x: actionsX, y: handTop, w: pw, h: h - 10 - handTop },
    // Over the hand, between the own plate and the actions.
    tip: spanning(Math.max(handX0, own.x + own.w + 8), handTop - 2, Math.min(actionsX - 8, x0 + stageW - (handX0 - x0)), h - 6),
    dialog: { x: Math.round(x0 + stageW / 2 - Math.min(stageW - 24, 448) / 2), y: dialogTop, w: Math.round(Math.min(stageW - 24, 448)), h: h - 8 - dialogTop },
    result: resultWide(x0 + stageW / 2, Math.min(stageW - 24, 448), dialogTop, h - 8, own),
    ending: { x: Math.round(x0 + stageW / 2 - endingW / 2), y: endingTop, w: endingW, h: own.y - 8 - endingTop },
    piles: pilesFor(plates, sides, 'wide'),
  };
}

/** The result centred below the trick; where the own plate reaches under it, it ends above the plate. */
function resultWide(cx: number, width: number, top: number, bottom: number, own: Rect): Rect {
  const r = spanning(cx - width / 2, top, cx + width / 2, bottom);
  return intersects(r, own) ? spanning(cx - width / 2, top, cx + width / 2, own.y - 8) : r;
}

/** Whether two rectangles share any area. */
export const intersects = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
