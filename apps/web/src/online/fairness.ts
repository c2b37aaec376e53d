import { commitment } from '@stammtisch/engine/cards/fair';
import { toHex } from '@stammtisch/engine/cards/sha256';

/**
 * This seat's part in the next game's deals (docs/fairness.md §2): a fresh random value from the
 * browser's crypto source; its commitment goes to the server before the game, the value only
 * once the server has sent its seed's hash and every seat's commitment (`draw`).
 */
export interface SeatSecret {
  readonly value: string;
  readonly commitment: string;
}

export function freshSecret(): SeatSecret {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  const value = toHex(bytes);
  return { value, commitment: commitment(value) };
}
