/**
 * Mis-tap protection (issue 16): "tap to lift, tap again to play". With it, a first tap on a
 * playable card lifts it and a second tap on the same card plays it; a tap on another card lifts
 * that one instead. A dimmed card answers at once (its tap only says why it cannot be played).
 * Keyboard and screen-reader activation always play at once.
 */
export type LiftSetting = 'auto' | 'on' | 'off';

/** Whether the hand's cards overlap: some neighbours sit closer than a card is wide. */
export function handOverlaps(xs: readonly number[], cardWidth: number): boolean {
  const s = [...xs].sort((a, b) => a - b);
  for (let i = 1; i < s.length; i++) if (s[i]! - s[i - 1]! < cardWidth - 0.5) return true;
  return false;
}

/** 'auto' lifts where the hand's cards overlap (Schieber's fan of nine), not otherwise. */
export const liftActive = (setting: LiftSetting, overlaps: boolean): boolean => setting === 'on' || (setting === 'auto' && overlaps);

export interface Tap {
  /** The card lifted after this tap, if any. */
  readonly lifted: string | null;
  /** Whether this tap plays (activates) the card. */
  readonly play: boolean;
}

export function tap(lifted: string | null, key: string, o: { readonly active: boolean; readonly dim: boolean }): Tap {
  if (!o.active || o.dim) return { lifted: null, play: true };
  if (lifted === key) return { lifted: null, play: true };
  return { lifted: key, play: false };
}
