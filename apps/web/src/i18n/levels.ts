import { m } from '../paraglide/messages.js';

/** A bot strength in the player's language ('leicht' → "Leicht", "Easy", "Lehký"). */
export const levelName = (l: string): string =>
  l === 'leicht' ? m.level_leicht() : l === 'mittel' ? m.level_mittel() : l === 'schwer' ? m.level_schwer() : l;
