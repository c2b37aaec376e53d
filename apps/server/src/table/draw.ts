import { randomSeed, sha256 } from '@stammtisch/engine';
import { commitment, type FairRecord } from '@stammtisch/engine/cards/fair';
import type { ErrorMessage } from '@stammtisch/protocol';
import { refusal } from './seats.ts';

/**
 * The seats' part in a game's deals (docs/fairness.md §2). A seated player's client commits to a
 * value (with its join, or a `commit` message) before the game; at the start the server draws its
 * seed and sends `draw` (its seed's hash and every commitment); each committed seat then reveals
 * its value. The game starts once every commitment is opened or `revealMs` has passed; a seat
 * without a commitment or an opened one (bots among them) gets its value from the server's seed.
 */
export class SeatCommitments {
  private readonly next: (string | null)[];

  constructor(seats: number) {
    this.next = new Array<string | null>(seats).fill(null);
  }

  /** A seat's commitment for its next game (the last one sent counts). */
  commit(seat: number, c: string): void {
    this.next[seat] = c;
  }

  /** The seat changed hands or was left: its commitment goes with its player. */
  forget(seat: number): void {
    this.next[seat] = null;
  }

  /** The draw of the next game; the commitments are used up by it. `humans`: the seats players hold. */
  open(humans: readonly boolean[]): Draw {
    const commitments = this.next.map((c, seat) => (humans[seat] ? c : null));
    this.next.fill(null);
    return new Draw(randomSeed(), commitments);
  }
}

export class Draw {
  readonly seedHash: string;
  private readonly reveals: (string | null)[];
  private settle: (() => void) | null = null;
  private fixed = false;

  constructor(
    readonly seed: string,
    readonly commitments: readonly (string | null)[],
  ) {
    this.seedHash = sha256(seed);
    this.reveals = commitments.map(() => null);
  }

  get waiting(): boolean {
    return this.commitments.some((c, seat) => c !== null && this.reveals[seat] === null);
  }

  /** A seat's value: refused (and nothing changes) unless it opens the seat's commitment. */
  reveal(seat: number, value: string): ErrorMessage | null {
    if (this.fixed) return refusal('no-draw', "the deal is fixed already: this value came too late, the server's seed filled in");
    const c = this.commitments[seat];
    if (c === null || c === undefined) return refusal('no-draw', 'this seat made no commitment for this game: its value comes from the server');
    if (this.reveals[seat] !== null) return refusal('bad-reveal', 'this seat has revealed its value already');
    if (commitment(value) !== c) return refusal('bad-reveal', 'this value does not open your commitment (SHA-256 of the value must equal it)');
    this.reveals[seat] = value;
    if (!this.waiting) this.settle?.();
    return null;
  }

  /** No more values are taken: the seats without one count as absent. */
  fix(): void {
    this.fixed = true;
    this.settle = null;
  }

  get isFixed(): boolean {
    return this.fixed;
  }

  /** Resolves once every commitment is opened, or after `ms`; then the draw is fixed (a later value is refused). */
  async settled(ms: number): Promise<void> {
    if (this.waiting && !this.fixed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done(): void {
          clearTimeout(timer);
          resolve();
        }
        this.settle = done;
      });
    }
    this.fix();
  }

  /**
   * What the game's record keeps (shown once the game is over); null when no seat revealed a
   * value: the game is then dealt from the server's seed alone (docs/fairness.md §3).
   */
  record(): FairRecord | null {
    if (this.reveals.every((v) => v === null)) return null;
    return { commitments: [...this.commitments], reveals: [...this.reveals] };
  }
}
