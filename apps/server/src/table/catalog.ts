import type { GameId } from '@stammtisch/engine';

/**
 * The only per-game knowledge of the server: seat counts, how the seat count enters the options,
 * the quick-match modes, and which actions run on the shorter decision timer.
 */
export interface GameTable {
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly defaultSeats: number;
  /** The option key that carries the seat count, or null when the game has a fixed count. */
  readonly seatOption: string | null;
  /** Quick-match modes: the option `mode` takes them; `standard` where the game has none. */
  readonly modes: readonly string[];
  readonly quickMatchSeats: number;
  /** When every legal action starts with one of these verbs, the decision timer runs. */
  readonly decisionVerbs: readonly string[];
  /**
   * When any legal action is one of these, the decision timer runs: a verb every seat in that
   * spot is offered whatever its cards, so the clock (sent to everyone) tells nothing of them.
   */
  readonly decisionMarks: readonly string[];
}

export const CATALOG: Readonly<Record<GameId, GameTable>> = {
  schraem: {
    minSeats: 2,
    maxSeats: 4,
    defaultSeats: 4,
    seatOption: 'players',
    modes: ['anfaenger', 'fortgeschritten', 'profi'],
    quickMatchSeats: 4,
    // V-2, V-3: the pre-play round asks everyone `keep` (exchange and propose beside it), so it
    // runs on the decision clock whatever the cards; so do the answers to an exchange or proposal.
    decisionVerbs: ['hold', 'pass', 'blind', 'reveal', 'keep', 'exchange', 'propose', 'accept', 'turn', 'challenge', 'agree', 'refuse'],
    decisionMarks: ['keep'],
  },
  schieber: {
    minSeats: 4,
    maxSeats: 4,
    defaultSeats: 4,
    seatOption: null,
    modes: ['standard'],
    quickMatchSeats: 4,
    decisionVerbs: ['push', 'weis'],
    decisionMarks: [],
  },
  sedma: {
    minSeats: 2,
    maxSeats: 4,
    defaultSeats: 4,
    seatOption: 'players',
    modes: ['standard'],
    quickMatchSeats: 4,
    decisionVerbs: ['deal', 'swap', 'keep', 'stop'],
    // D-9 amended: the beaten leader's question runs on one clock, with or without a beating card.
    decisionMarks: ['stop'],
  },
};

export type TimerKind = 'card' | 'decision';

/** The clock of a turn. Everyone is sent it, so it depends only on what everyone knows (the kind of decision). */
export function timerKind(game: GameId, legal: readonly string[]): TimerKind {
  const { decisionVerbs, decisionMarks } = CATALOG[game];
  if (legal.some((a) => decisionMarks.includes(a))) return 'decision';
  return legal.length > 0 && legal.every((a) => decisionVerbs.includes(a.split(' ')[0] ?? '')) ? 'decision' : 'card';
}

/** The options handed to the engine: the table's options with its seat count. */
export function optionsWithSeats(game: GameId, options: Readonly<Record<string, unknown>>, seats: number): Record<string, unknown> {
  const key = CATALOG[game].seatOption;
  return key ? { ...options, [key]: seats } : { ...options };
}

/** Quick-match mode of a table's options. */
export const modeOf = (game: GameId, options: Readonly<Record<string, unknown>>): string =>
  CATALOG[game].modes.length > 1 && typeof options.mode === 'string' ? options.mode : 'standard';
