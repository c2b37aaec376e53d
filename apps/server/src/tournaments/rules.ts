import type { Level } from '@stammtisch/engine/bots/index';
import type { ErrorMessage, GameName, TournamentFormat } from '@stammtisch/protocol';
import type { RoomContext } from '../rooms/tableRoom.ts';
import { presetProblem } from '../social/tables.ts';
import { refusal } from '../table/seats.ts';

/**
 * A tournament's rules: what its tables open with (engine options pass straight through, so a
 * 7-Schräm variant preset is simply an `options.ruleset`) and how the format runs.
 */
export interface TournamentRules {
  readonly options: Readonly<Record<string, unknown>>;
  readonly timer: { readonly cardMs: number; readonly decisionMs: number };
  readonly tableSize: number;
  /** Rheinland / Eifel. */
  readonly series: number;
  readonly gamesPerSeries: number;
  /** Swiss. */
  readonly rounds: number;
  readonly entry: 'individual' | 'team';
  /** Arena. */
  readonly minutes: number;
  /** A seat whose player does not come (or is gone) this long is played by the bot to the game's end. */
  readonly showUpMs: number;
  /** Games missed in a row (no-shows) after which an entry is withdrawn (arena: paused). */
  readonly missedLimit: number;
  readonly maxEntries: number;
  /** The bots that fill short tables. */
  readonly bots: Level;
}

export type RulesRequest = Partial<Omit<TournamentRules, 'bots' | 'options' | 'timer'>> & {
  readonly options?: Readonly<Record<string, unknown>>;
  readonly timer?: { readonly cardMs: number; readonly decisionMs: number };
};

export const DEFAULTS = { showUpMs: 60_000, missedLimit: 2, maxEntries: 256 } as const;

/** The rules of a new tournament with every default filled in, or why not. */
export function tournamentRules(
  ctx: Pick<RoomContext, 'config' | 'now'>,
  game: GameName,
  format: TournamentFormat,
  req: RulesRequest,
): TournamentRules | ErrorMessage {
  if ((format === 'rheinland' || format === 'eifel') && game !== 'schraem') {
    return refusal('bad-rules', `the ${format} format is a 7-Schräm format (${format === 'rheinland' ? 'S-31' : 'V-22'})`);
  }
  const base: Record<string, unknown> =
    format === 'rheinland' ? { ruleset: 'rheinland' } : format === 'eifel' ? { startLives: 5 } : {};
  const options = { ...base, ...(req.options ?? {}) };
  const tableSize = req.tableSize ?? 4;
  if (game === 'schieber' && tableSize !== 4) return refusal('bad-rules', 'Schieber is played by four');
  if ((format === 'rheinland' || format === 'eifel') && tableSize < 3) return refusal('bad-rules', `${format} tables seat three or four`);
  const entry = req.entry ?? (game === 'schieber' && format === 'swiss' ? 'team' : 'individual');
  if (entry === 'team' && (game !== 'schieber' || format !== 'swiss')) return refusal('bad-rules', 'team entries (fixed partners) are for Schieber Swiss tournaments');
  const rules: TournamentRules = {
    options,
    timer: req.timer ?? { cardMs: ctx.config.cardMs, decisionMs: ctx.config.decisionMs },
    tableSize,
    series: req.series ?? (format === 'eifel' ? 3 : 5),
    gamesPerSeries: req.gamesPerSeries ?? (format === 'eifel' ? 10 : 5),
    rounds: req.rounds ?? 5,
    entry,
    minutes: req.minutes ?? 60,
    showUpMs: req.showUpMs ?? DEFAULTS.showUpMs,
    missedLimit: req.missedLimit ?? DEFAULTS.missedLimit,
    maxEntries: req.maxEntries ?? DEFAULTS.maxEntries,
    bots: 'mittel',
  };
  const problem = presetProblem(ctx, game, { options: rules.options, seats: tableSize, timer: rules.timer, bots: rules.bots });
  if (problem) return refusal(problem.code, `the tournament's table options: ${problem.message}`);
  return rules;
}

/** Rounds (series) the format plays: the arena has one open-ended round. */
export const roundsOf = (format: TournamentFormat, r: TournamentRules): number =>
  format === 'swiss' ? r.rounds : format === 'arena' ? 1 : r.series;

/** Games per board and round. */
export const gamesPerBoard = (format: TournamentFormat, r: TournamentRules): number =>
  format === 'rheinland' || format === 'eifel' ? r.gamesPerSeries : 1;
