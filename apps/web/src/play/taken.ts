import type { Played } from '../games/cards.ts';
import { m } from '../paraglide/messages.js';
import type { Person } from './seats.ts';

/** Who took a trick and with which card: said on the winner's plate, marked on the table, announced. */
export interface Taken {
  readonly seat: number;
  readonly card: string;
}

/** The card that took (or holds) a trick: the winner's last card in it (in Sedma a seat may play twice). */
export function takingCard(cards: readonly Played[], winner: number | null): Taken | null {
  if (winner === null) return null;
  const t = cards.findLast((c) => c.seat === winner);
  return t ? { seat: winner, card: t.card } : null;
}

export type TrickGame = 'schraem' | 'schieber' | 'sedma';

/** "Hein sticht", "Vreni macht de Stich", "Pavel bere": each game in its own words. */
export function tookSentence(game: TrickGame, person: Person, name: string): string {
  if (game === 'schraem') return m.explain_took_schraem({ person, name });
  if (game === 'schieber') return m.explain_took_schieber({ person, name });
  return m.explain_took_sedma({ person, name });
}
