import { m } from '../paraglide/messages.js';
import type { Session } from './session.ts';

/** Whom a sentence is about: the viewer ("Du spielst") or someone else ("Hein spielt"). Messages have a variant for each. */
export type Person = 'you' | 'other';

/** The viewer's seat and how a table names every seat: "you" for one's own, unless watching. */
export function seatNames(session: Session): {
  readonly me: number;
  readonly watching: boolean;
  readonly mine: (seat: number) => boolean;
  readonly nameOf: (seat: number) => string;
  readonly person: (seat: number) => Person;
  /** A bot's strength ('leicht', 'mittel', 'schwer') for a bot's seat, else null. */
  readonly botLevel: (seat: number) => string | null;
} {
  const me = session.seat;
  const watching = session.watching === true;
  const mine = (seat: number): boolean => !watching && seat === me;
  const nameOf = (seat: number): string => (mine(seat) ? m.you() : session.names[seat] || m.player_n({ n: seat + 1 }));
  const person = (seat: number): Person => (mine(seat) ? 'you' : 'other');
  const botLevel = (seat: number): string | null => (session.bots.includes(seat) ? (session.levels?.[seat] ?? null) : null);
  return { me, watching, mine, nameOf, person, botLevel };
}
