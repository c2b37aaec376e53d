import type { Geometry } from './layout.ts';
import type { LiftSetting } from './lift.ts';

/**
 * The table widget's vocabulary. A game screen describes every card on the table as a CardSpec
 * (a stable key, its face and its place); the widget lays them out and animates the difference.
 */

/** Where a card lies. Seats are engine seats; the widget turns them so the viewer sits at the bottom. */
export type Place =
  /** In a seat's hand: slot `index` of `count`. The viewer's hand is large at the bottom. */
  | { readonly zone: 'hand'; readonly seat: number; readonly index: number; readonly count: number }
  /** In the trick: played by `seat`, `order`-th card of the trick; `round` > 0 for Sedma's later rounds. */
  | { readonly zone: 'trick'; readonly seat: number; readonly order: number; readonly round?: number }
  /** A trick taken by `seat` (small, face down, beside the seat). */
  | { readonly zone: 'pile'; readonly seat: number; readonly index: number }
  /** The stock or the deck in the middle (deal origin, Sedma's stock). */
  | { readonly zone: 'deck'; readonly index: number }
  /** At a seat's place itself: where cards come from and go to. */
  | { readonly zone: 'seat'; readonly seat: number }
  /** A row of shown cards in front of a seat (Schieber's Weis), `index` of `count`. */
  | { readonly zone: 'show'; readonly seat: number; readonly index: number; readonly count: number };

export type Zone = Place['zone'];

export interface CardSpec {
  /** Stable across updates for the same physical card: the widget animates a key's moves. */
  readonly key: string;
  /** A card code of the deck, or null for a card shown face down. */
  readonly face: string | null;
  readonly place: Place;
  /** Where a card that is new on the table comes from (deal: the deck; a play: the seat). */
  readonly from?: Place;
  /** Milliseconds before an entering card starts moving (staggered deals). */
  readonly delay?: number;
  /** Dimmed: not playable now (still focusable so a tap can say why). */
  readonly dim?: boolean;
  /** Raised a little (a chosen card, the winner of a trick). */
  readonly raised?: boolean;
  /** The card that took the trick just completed: marked until the trick is gathered. */
  readonly won?: boolean;
  /** The player may activate it (tap, click, Enter or Space). */
  readonly interactive?: boolean;
  /** The spoken name ("Herz Zehn"). */
  readonly label: string;
  /** Extra spoken text ("nicht spielbar"). */
  readonly hint?: string;
  /** Hidden from screen readers (other players' face-down cards: their seat plate says how many). */
  readonly decorative?: boolean;
}

/** A card's resolved position: centre (x, y) in px, rotation in degrees, scale of the base size. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly rot: number;
  readonly scale: number;
  readonly z: number;
}

export interface Seating {
  readonly players: number;
  /** The seat shown at the bottom. */
  readonly viewer: number;
  /** Playing order around the table: clockwise (7-Schräm, Sedma) or counter-clockwise (Schieber). */
  readonly direction: 'cw' | 'ccw';
}

export interface TableConfig extends Seating {
  readonly cards: readonly CardSpec[];
  /** SVG markup of a face (code) or of the back (null). */
  readonly render: (face: string | null, label: string) => string;
  /** Animation length in ms; 0 switches animation off (reduced motion, tests). */
  readonly duration: number;
  readonly onActivate?: (key: string) => void;
  /** Tap to lift, tap again to play (pointer taps only); 'auto' where the hand's cards overlap. Default 'off'. */
  readonly liftToPlay?: LiftSetting;
  /** Told the geometry after every layout (screens place their buttons and plates with it). */
  readonly onGeometry?: (g: Geometry) => void;
}
