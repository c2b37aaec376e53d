import { m } from '../paraglide/messages.js';
import type { Session } from './session.ts';

/** The viewer's seat and how a table names every seat: "you" for one's own, unless watching. */
export function seatNames(session: Session): {
  readonly me: number;
  readonly watching: boolean;
  readonly mine: (seat: number) => boolean;
  readonly nameOf: (seat: number) => string;
} {
  const me = session.seat;
  const watching = session.watching === true;
  const mine = (seat: number): boolean => !watching && seat === me;
  const nameOf = (seat: number): string => (mine(seat) ? m.you() : session.names[seat] || m.player_n({ n: seat + 1 }));
  return { me, watching, mine, nameOf };
}
