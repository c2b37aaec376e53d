import { type Geometry, geometry, plateOf, type Rect, relative } from '../table/layout.ts';
import type { Seating } from '../table/types.ts';

/**
 * Inline styles that put a screen's parts where the table's frame says (`table/frame.ts`): plates,
 * the note beside the trick, the score, prompts and dialogs. One place, so the three tables agree.
 */

const px = (n: number): string => `${Math.round(n)}px`;

/** Before the widget has measured the room. */
export const initialGeometry = (seating?: Seating): Geometry => geometry({ w: 360, h: 640 }, 4, seating);

/** A plate: the own one grows upwards from above the hand, the others downwards from their top; `over`: where it goes at the game's end. */
export function plateStyle(g: Geometry, s: Seating, seat: number, over = false): string {
  const r = over ? g.endPlates[relative(s, seat)]! : plateOf(g, s, seat);
  const own = r === g.plates[0] || r === g.endPlates[0];
  return own ? `left:${px(r.x)}; bottom:${px(g.h - r.y - r.h)}; width:${px(r.w)}` : `left:${px(r.x)}; top:${px(r.y)}; width:${px(r.w)}`;
}

/** Anything anchored at the bottom of a rect and growing upwards at most to its top (prompts, dialogs). */
export function bottomStyle(g: Geometry, r: Rect): string {
  return `left:${px(r.x)}; width:${px(r.w)}; bottom:${px(g.h - r.y - r.h)}; max-height:${px(r.h)}`;
}

/** Where a prompt goes: `wide` when the trick is empty and the room beside it may be used. */
export const promptStyle = (g: Geometry, wide = false): string => bottomStyle(g, wide ? g.promptWide : g.prompt);

export const dialogStyle = (g: Geometry): string => bottomStyle(g, g.dialog);

/** The hand's result: clear of the trick and of the own plate (`Frame.result`). */
export const resultStyle = (g: Geometry): string => bottomStyle(g, g.result);

/** The game-over dialog: the middle of the finished table, clear of every plate. */
export const endingStyle = (g: Geometry): string => bottomStyle(g, g.ending);

/** The action buttons (knock, fold, Weis): in the prompt's place, or right of the hand on wide tables. */
export const actionsStyle = (g: Geometry): string => `${bottomStyle(g, g.actions)}; ${g.form === 'wide' ? 'flex-direction:column; justify-content:flex-end' : ''}`;

/** The notes' stack (`.table-notes`): bottom-anchored in its rect beside the trick. */
export const notesStyle = (g: Geometry): string => bottomStyle(g, g.notes);

/** Centred on the note's point (beside the trick). */
export const noteStyle = (g: Geometry, dx = 0, dy = 0): string => `left:${px(g.note.x + dx)}; top:${px(g.note.y + dy)}`;

/** The badge that goes with the score (Schieber's contract), on its anchor. */
export function badgeStyle(g: Geometry): string {
  const b = g.badge;
  const t = b.anchor === 'right' ? 'translate(-100%, -50%)' : b.anchor === 'left' ? 'translate(0, -50%)' : 'translate(-50%, -50%)';
  return `left:${px(b.x)}; top:${px(b.y)}; transform:${t}`;
}

/** The score in its corner, scaled down to the room it has (`w` × `h` is the score's own size). */
export function scoreStyle(g: Geometry, w: number, h: number): string {
  const k = Math.min(1, g.score.w / w, g.score.h / h);
  return `left:${px(g.score.x)}; top:${px(g.score.y)}; transform:scale(${k.toFixed(3)})`;
}

/** A tip (a notice that waits): a sheet over the own hand, clear of the plates, the trick and the prompts (`Frame.tip`). */
export const tipStyle = (g: Geometry): string => `${bottomStyle(g, g.tip)}; right:auto; top:auto`;
